'use client';
import type { ReactNode } from 'react';
import { useTariffFilter } from '@/lib/ui-state/store/tariff-filter';

type Props = { codes: string[]; as?: 'li' | 'div'; className?: string; children: ReactNode };

/** Children stay shown while the parameter filter is off or leaves one of `codes` in; hidden otherwise. */
export function FilteredTariffs({ codes, as: Tag = 'div', className, children }: Props) {
  const shown = useTariffFilter((s) => s.shown === null || codes.some((code) => s.shown!.has(code)));
  return (
    <Tag className={className} hidden={!shown}>
      {children}
    </Tag>
  );
}
