/** Which tariffs the home page puts up front (pure: no data access). */
import type { Tariff } from './view';

/** How many tariffs the home page shows: enough to compare, few enough for one row. */
export const HOME_TARIFF_COUNT = 4;

/**
 * Home tariffs with a monthly price: those staff marked popular first, then billing's order, up to
 * `HOME_TARIFF_COUNT`, shown from the cheapest so the row reads as a price ladder.
 */
export function homeTariffPicks(tariffs: Tariff[], popular: ReadonlySet<string>): Tariff[] {
  const priced = tariffs.filter((t) => t.kind === 'home' && t.abon_price !== null && t.abon_price > 0);
  const ranked = [...priced.filter((t) => popular.has(t.code)), ...priced.filter((t) => !popular.has(t.code))];
  return ranked.slice(0, HOME_TARIFF_COUNT).sort((a, b) => a.abon_price! - b.abon_price!);
}
