'use client';
import { Children, type ReactNode } from 'react';
import { useTariffFilter } from '@/lib/ui-state/store/tariff-filter';

type Props = { codes: string[]; className?: string; children: ReactNode };

/**
 * A list of tariff cards, the nth for `codes[n]`: each stays shown while the parameter filter is
 * off or leaves its code in, hidden otherwise. One island for the whole list, so a page of cards
 * does not send a wrapper and its props with every card.
 */
export function FilteredTariffList({ codes, className, children }: Props) {
  const shown = useTariffFilter((s) => s.shown);
  return (
    <ul className={className}>
      {Children.toArray(children).map((card, index) => (
        <li key={codes[index]} className="tariff-slot" hidden={shown !== null && !shown.has(codes[index]!)}>
          {card}
        </li>
      ))}
    </ul>
  );
}
