import { describe, expect, it } from 'vitest';
import { homeTariffPicks } from '@/lib/visitors/tariffs/home-picks';
import type { Tariff } from '@/lib/visitors/tariffs/view';

const tariff = (code: string, price: number | null, kind: Tariff['kind'] = 'home') =>
  ({ code, kind, abon_price: price, name: code, speed: 10, limitGb: null }) as Tariff;

describe('the tariffs the home page puts up front', () => {
  const all = [
    tariff('a', 99_000),
    tariff('b', 129_000),
    tariff('corp', 690_000, 'corp'),
    tariff('individual', null),
    tariff('c', 149_000),
    tariff('d', 179_000),
    tariff('e', 229_000),
    tariff('tv', 29_000, 'tv'),
  ];

  it('shows four priced home tariffs, cheapest first', () => {
    expect(homeTariffPicks(all, new Set()).map((t) => t.code)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('puts the ones staff marked popular in, even after the first four', () => {
    expect(homeTariffPicks(all, new Set(['e', 'corp'])).map((t) => t.code)).toEqual(['a', 'b', 'c', 'e']);
  });

  it('shows none when billing lists no priced home tariff', () => {
    expect(homeTariffPicks([tariff('individual', null), tariff('corp', 1, 'corp')], new Set())).toEqual([]);
  });
});
