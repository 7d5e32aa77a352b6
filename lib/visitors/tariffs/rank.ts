/**
 * The 'choose your parameters' picker (SPEC §2 /tariff): which internet tariffs fit a visitor's
 * needs, cheapest first, and why each one fits. Pure, so the browser island and tests share it.
 */
import type { SpeedWindow } from '@/lib/platform/db/schema/billing';

/** What ranking needs of a tariff (a subset of billing's tariff). */
export type RankableTariff = {
  code: string;
  kind: 'home' | 'corp' | 'tv';
  speed: number;
  speed_windows: SpeedWindow[];
  limitGb: number | null;
  abon_price: number | null;
  individual_price_from: number | null;
};

/** The visitor's answers. `unlimited` true means only unlimited tariffs are wanted. */
export type PickerParams = {
  place: 'home' | 'office';
  speed: number;
  unlimited: boolean;
  devices: number;
  hours: number;
  traffic: number;
};

/** Why a tariff fits, as data; the island turns each into a sentence. */
export type FitReason =
  | { code: 'speed'; speed: number; needed: number }
  | { code: 'devices'; devices: number; needed: number }
  | { code: 'allDay'; hours: number; minSpeed: number }
  | { code: 'unlimited' }
  | { code: 'limit'; limit: number; traffic: number }
  | { code: 'cheapest' };

/** A tariff that fits, with its reasons. */
export type RankedTariff<T extends RankableTariff = RankableTariff> = {
  tariff: T;
  price: number | null;
  reasons: FitReason[];
};

/** Bandwidth we count per simultaneously used device (video call or HD stream). */
export const MBIT_PER_DEVICE = 10;
/** Past this many hours a day the visitor is online in every time window, including the slow one. */
export const ALL_DAY_HOURS = 12;

const clamp = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : min;

/** Brings typed-in values into sensible bounds (speed 1–1000, devices 1–50, hours 1–24, traffic 0–10000). */
export function normalizeParams(params: PickerParams): PickerParams {
  return {
    place: params.place === 'office' ? 'office' : 'home',
    speed: clamp(params.speed, 1, 1000),
    unlimited: Boolean(params.unlimited),
    devices: clamp(params.devices, 1, 50),
    hours: clamp(params.hours, 1, 24),
    traffic: clamp(params.traffic, 0, 10_000),
  };
}

/** The slowest speed of a tariff over its time windows (its main speed when it has none). */
export function slowestSpeed(tariff: RankableTariff): number {
  return tariff.speed_windows.length ? Math.min(...tariff.speed_windows.map((w) => w.speed)) : tariff.speed;
}

/** The monthly price, or the 'individual price from' when there is no fixed one. */
export function monthlyPrice(tariff: RankableTariff): number | null {
  return tariff.abon_price ?? tariff.individual_price_from ?? null;
}

function reasonsFor(tariff: RankableTariff, p: PickerParams): FitReason[] | null {
  const devicesNeed = p.devices * MBIT_PER_DEVICE;
  const needed = Math.max(p.speed, devicesNeed);
  const allDay = p.hours > ALL_DAY_HOURS;
  const speed = allDay ? slowestSpeed(tariff) : tariff.speed;
  if (speed < needed) return null;
  if (tariff.limitGb !== null && (p.unlimited || tariff.limitGb < p.traffic)) return null;
  const reasons: FitReason[] = [{ code: 'speed', speed: tariff.speed, needed: p.speed }];
  if (devicesNeed > p.speed) reasons.push({ code: 'devices', devices: p.devices, needed: devicesNeed });
  if (allDay) reasons.push({ code: 'allDay', hours: p.hours, minSpeed: speed });
  reasons.push(
    tariff.limitGb === null ? { code: 'unlimited' } : { code: 'limit', limit: tariff.limitGb, traffic: p.traffic },
  );
  return reasons;
}

/** The internet tariffs for the chosen place that meet every need, cheapest first (then fastest). */
export function rankTariffs<T extends RankableTariff>(tariffs: readonly T[], params: PickerParams): RankedTariff<T>[] {
  const p = normalizeParams(params);
  const kind = p.place === 'office' ? 'corp' : 'home';
  const ranked: RankedTariff<T>[] = [];
  for (const tariff of tariffs) {
    if (tariff.kind !== kind) continue;
    const reasons = reasonsFor(tariff, p);
    if (reasons) ranked.push({ tariff, price: monthlyPrice(tariff), reasons });
  }
  // Ties fall back to the codes' code points: codes are ASCII identifiers, and localeCompare's ICU
  // collator is costly for Chrome to set up on a page's first use, during hydration.
  ranked.sort(
    (a, b) =>
      (a.price ?? Infinity) - (b.price ?? Infinity) ||
      b.tariff.speed - a.tariff.speed ||
      byCodePoints(a.tariff.code, b.tariff.code),
  );
  if (ranked[0]) ranked[0].reasons.push({ code: 'cheapest' });
  return ranked;
}

function byCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
