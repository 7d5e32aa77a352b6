import type { MediaItem } from '@/lib/content/media/contract';

type Props = { item: Pick<MediaItem, 'path' | 'name' | 'alt'>; lang: 'rus' | 'uzb'; decorative?: boolean };

/** A library image's thumbnail in its square tile; described by its alt text in the admin's language, else its name. */
export function MediaThumb({ item, lang, decorative }: Props) {
  return (
    <div className="relative aspect-square overflow-hidden rounded bg-surface-muted">
      {/* eslint-disable-next-line @next/next/no-img-element -- any stored or bundled picture, SVG included, shown as is */}
      <img
        src={item.path}
        alt={decorative ? '' : item.alt[lang] || item.name}
        loading="lazy"
        decoding="async"
        className="absolute inset-0 h-full w-full object-contain"
      />
    </div>
  );
}
