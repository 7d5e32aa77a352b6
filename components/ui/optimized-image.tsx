import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/** Phones: below Tailwind's `sm`, where full-width pictures show at most a phone's width. */
export const NARROW_SCREEN = '(max-width: 639px)';
/** Everything from Tailwind's `sm` up. */
export const WIDE_SCREEN = '(min-width: 640px)';

type Props = ImageProps & {
  /** The picture itself as a data URI (lib/content/media/inline-picture.ts), shown on narrow screens without a request. */
  narrowInline?: string | null;
};

/**
 * A picture optimised by next/image (srcset and sizes served through /_next/image as AVIF or WebP)
 * as a plain `<img>`. next/image's `<Image>` is a client component: on a server-rendered page it
 * costs a script chunk and a hydration pass, and all it does in the browser is watch load and
 * error events, which matter only for blur placeholders (none here). In a client island (home
 * slider, news feed) this brings only next/image's attribute helper, smaller than `<Image>`.
 * `preload` does what `<Image preload>` does: a `<link rel="preload">` in the head, with the
 * image's own fetch priority. With `narrowInline` phones show the picture from the page itself and
 * only wider screens fetch (and preload) the optimised sizes.
 */
export function OptimizedImage({ narrowInline, ...image }: Props) {
  const { props } = getImageProps(image);
  if (image.preload) {
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: props.fetchPriority,
      media: narrowInline ? WIDE_SCREEN : undefined,
    });
  }
  // next/image hides the alt text until its script sees the load end; with no script to reveal
  // it, a picture that fails shows its alt text, as a plain <img> does.
  const { color: _hiddenAlt, ...style } = props.style ?? {};
  if (!narrowInline) {
    // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own attributes
    return <img {...props} alt={props.alt} style={style} />;
  }
  const { srcSet, sizes, ...single } = props;
  return (
    <picture>
      <source media={WIDE_SCREEN} srcSet={srcSet} sizes={sizes} />
      <img {...single} src={narrowInline} alt={props.alt} style={style} />
    </picture>
  );
}
