import type { ReactNode } from 'react';
import { OptimizedImage } from '@/components/ui/optimized-image';

type Props = {
  /** The heading's id, which names the card for assistive technology. */
  titleId: string;
  title: string;
  image: string;
  /** Laid over the photo's corner (a 'hit' or 'soon' plate). */
  badge?: ReactNode;
  /** What follows the title: the item's details and price. */
  children: ReactNode;
};

/** The frame of a catalogue item: a card named by its title, with the photo above the title. */
export function CatalogCard({ titleId, title, image, badge, children }: Props) {
  return (
    <article aria-labelledby={titleId} className="relative card border-line">
      {badge}
      <OptimizedImage
        src={image}
        alt={title}
        width={320}
        height={240}
        sizes="(max-width: 640px) 90vw, 320px"
        className="mx-auto h-40 w-auto object-contain"
      />
      <h3 id={titleId} className="mt-3 text-lg font-semibold">
        {title}
      </h3>
      {children}
    </article>
  );
}
