/** What a tariff's facts label shows, worked out from billing's tariff (pure: no data access). */
import { formatWindow } from './windows';
import { monthlyPrice } from './rank';
import type { Tariff } from './view';

/** One line of the speed table: a time window (billing gives the day one first) or all day. */
export type SpeedRow = { period: 'day' | 'night' | 'allDay'; hours: string | null; speed: number };

/** The tariff with `code`, or undefined when billing has none such. */
export function findTariff(tariffs: readonly Tariff[], code: string): Tariff | undefined {
  return tariffs.find((tariff) => tariff.code === code);
}

/** The speed by time window, the first window being the day one; a tariff without windows runs all day at its speed. */
export function speedRows(tariff: Pick<Tariff, 'speed' | 'speed_windows'>): SpeedRow[] {
  if (tariff.speed_windows.length === 0) return [{ period: 'allDay', hours: null, speed: tariff.speed }];
  return tariff.speed_windows.map((window, i) => ({
    period: i === 0 ? 'day' : 'night',
    hours: formatWindow(window),
    speed: window.speed,
  }));
}

/**
 * What connecting costs on the first day: the first month and the one-time fees; null when the
 * monthly price or the equipment price is not stated, as a sum of part of them would mislead.
 */
export function startCost(tariff: Tariff): number | null {
  const price = monthlyPrice(tariff);
  if (price === null || tariff.equipment_fee === undefined) return null;
  return price + tariff.registration_fee + tariff.equipment_fee;
}
