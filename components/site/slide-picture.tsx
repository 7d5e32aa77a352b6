import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { NARROW_SCREEN, WIDE_SCREEN } from '@/components/ui/optimized-image';

type Props = { image: string; mobileImage: string; alt: string; first: boolean; narrowInline?: string };

/**
 * A slide's picture, optimised by next/image, with its narrow-screen version as a <picture> source.
 * Without one the wide picture is cropped around its right third, where the demo pictures keep their motif.
 * The first slide's pictures are preloaded, each only at the widths that show it; with `narrowInline`
 * (the picture phones see, inside the page: lib/content/media/inline-picture.ts) phones fetch nothing.
 * The alt is the media library's description; without one the picture is decorative (the slide's text says it all).
 */
export function SlidePicture({ image, mobileImage, alt, first, narrowInline }: Props) {
  const common = {
    alt: '',
    fetchPriority: first ? ('high' as const) : undefined,
    loading: first ? undefined : ('lazy' as const),
  };
  const wide = getImageProps({
    ...common,
    src: image,
    width: 1600,
    height: 600,
    sizes: '(max-width: 1152px) 100vw, 1152px',
  }).props;
  const narrow = mobileImage
    ? getImageProps({ ...common, src: mobileImage, width: 720, height: 405, sizes: '100vw' }).props
    : null;
  const narrowSource = narrowInline
    ? { srcSet: narrowInline }
    : narrow && { srcSet: narrow.srcSet, sizes: narrow.sizes };
  if (first) {
    preload(wide.src, {
      as: 'image',
      imageSrcSet: wide.srcSet,
      imageSizes: wide.sizes,
      fetchPriority: 'high',
      media: narrowSource ? WIDE_SCREEN : undefined,
    });
    if (narrow && !narrowInline)
      preload(narrow.src, {
        as: 'image',
        imageSrcSet: narrow.srcSet,
        imageSizes: narrow.sizes,
        fetchPriority: 'high',
        media: NARROW_SCREEN,
      });
  }
  const { color: _hiddenAlt, ...style } = wide.style ?? {};
  return (
    <picture>
      {narrowSource && (
        <source media={NARROW_SCREEN} {...narrowSource} {...(narrow ? { width: 720, height: 405 } : {})} />
      )}
      <img
        {...wide}
        alt={alt}
        style={style}
        className="aspect-video w-full object-cover object-[75%_50%] sm:aspect-auto sm:h-80 sm:object-center"
      />
    </picture>
  );
}
