import { OptimizedImage } from '@/components/ui/optimized-image';

type Props = { src: string; alt: string };

/**
 * A partner's logo in its 3:2 tile. Next's optimiser does not serve SVG (dangerouslyAllowSVG is off),
 * so a bundled SVG wordmark is a plain `<img>` with its size set; an uploaded raster logo goes through the optimiser.
 */
export function PartnerLogo({ src, alt }: Props) {
  if (/\.svg$/i.test(src)) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- an SVG needs no optimising, and the optimiser refuses it
      <img
        src={src}
        alt={alt}
        width={300}
        height={200}
        loading="lazy"
        decoding="async"
        className="absolute inset-0 h-full w-full object-contain"
      />
    );
  }
  return (
    <OptimizedImage
      src={src}
      alt={alt}
      fill
      sizes="(min-width: 768px) 30vw, (min-width: 420px) 45vw, 90vw"
      className="object-contain"
    />
  );
}
