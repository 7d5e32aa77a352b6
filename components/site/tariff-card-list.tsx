'use client';
import { memo, useEffect } from 'react';
import { rankableCard, type TariffCardData } from '@/lib/visitors/tariffs/card-data';
import { useTariffFilter } from '@/lib/ui-state/store/tariff-filter';
import { TariffCard } from './tariff-card';

// A card's props are the page's data and never change, so the picker's filter re-renders only the
// list items it hides or shows, not the two dozen cards inside them, while the visitor types.
const StableTariffCard = memo(TariffCard);

type Props = {
  cards: TariffCardData[];
  /** The currency word of the prices (Common.currency). */
  currency: string;
  className: string;
  headingLevel?: 'h3' | 'h4';
  /**
   * The tariff page's internet tariffs of one kind: offered to the picker, whose filter then hides
   * the cards it leaves out. Without it the list is not filtered.
   */
  pickerKind?: 'home' | 'corp';
};

/**
 * A list of tariff cards rendered from their data: one island per list, so a page sends each
 * tariff's facts once instead of its rendered card as well. Its page wraps it in the card texts
 * (TARIFF_CARD_NAMESPACES).
 */
export function TariffCardList({ cards, currency, className, headingLevel, pickerKind }: Props) {
  const shown = useTariffFilter((s) => (pickerKind ? s.shown : null));
  const offer = useTariffFilter((s) => s.offer);
  useEffect(() => {
    if (!pickerKind) return;
    offer(
      pickerKind,
      cards.map((card) => rankableCard(card, pickerKind)),
    );
    return () => offer(pickerKind, []);
  }, [offer, pickerKind, cards]);
  return (
    <ul className={className}>
      {cards.map((card) => (
        <li key={card.code} className="tariff-slot" hidden={shown !== null && !shown.has(card.code)}>
          <StableTariffCard card={card} currency={currency} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
