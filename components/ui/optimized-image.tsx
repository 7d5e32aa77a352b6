import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * A picture optimised by next/image (srcset and sizes served through /_next/image as AVIF or WebP)
 * as a plain `<img>`. next/image's `<Image>` is a client component: on a server-rendered page it
 * costs a script chunk and a hydration pass, and all it does in the browser is watch load and
 * error events, which matter only for blur placeholders (none here). In a client island (home
 * slider, news feed) this brings only next/image's attribute helper, smaller than `<Image>`.
 * `preload` does what `<Image preload>` does: a `<link rel="preload">` in the head, with the
 * image's own fetch priority.
 */
export function OptimizedImage(image: ImageProps) {
  const { props } = getImageProps(image);
  if (image.preload) {
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: props.fetchPriority,
    });
  }
  // next/image hides the alt text until its script sees the load end; with no script to reveal
  // it, a picture that fails shows its alt text, as a plain <img> does.
  const { color: _hiddenAlt, ...style } = props.style ?? {};
  // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own attributes
  return <img {...props} alt={props.alt} style={style} />;
}
