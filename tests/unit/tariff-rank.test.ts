import { describe, expect, it, vi } from 'vitest';
import {
  normalizeParams,
  rankTariffs,
  slowestSpeed,
  type PickerParams,
  type RankableTariff,
} from '@/lib/visitors/tariffs/rank';

const tariff = (code: string, over: Partial<RankableTariff>): RankableTariff => ({
  code,
  kind: 'home',
  speed: 50,
  speed_windows: [],
  limitGb: null,
  abon_price: 100_000,
  individual_price_from: null,
  ...over,
});

const TARIFFS: RankableTariff[] = [
  tariff('arbuz', {
    speed: 20,
    speed_windows: [
      { from: '13:00', to: '01:00', speed: 20 },
      { from: '01:00', to: '13:00', speed: 40 },
    ],
    limitGb: 150,
    abon_price: 99_000,
  }),
  tariff('mandarin', { speed: 50, abon_price: 149_000 }),
  tariff('orange', { speed: 100, abon_price: 179_000 }),
  tariff('gamer', { speed: 300, abon_price: 299_000 }),
  tariff('nihol', {
    kind: 'corp',
    speed: 50,
    speed_windows: [
      { from: '07:00', to: '19:00', speed: 50 },
      { from: '19:00', to: '07:00', speed: 5 },
    ],
    abon_price: null,
    individual_price_from: 495_000,
  }),
  tariff('grand-all-50', { kind: 'corp', speed: 50, abon_price: 990_000 }),
  tariff('tv-start', { kind: 'tv', speed: 0, abon_price: 29_000 }),
];

const home: PickerParams = { place: 'home', speed: 20, unlimited: false, devices: 1, hours: 4, traffic: 100 };
const codes = (params: PickerParams) => rankTariffs(TARIFFS, params).map((r) => r.tariff.code);

describe('rankTariffs', () => {
  it('lists the home tariffs that fit, cheapest first, and marks the cheapest', () => {
    const ranked = rankTariffs(TARIFFS, home);
    expect(ranked.map((r) => r.tariff.code)).toEqual(['arbuz', 'mandarin', 'orange', 'gamer']);
    expect(ranked[0]!.reasons).toContainEqual({ code: 'cheapest' });
    expect(ranked[1]!.reasons).not.toContainEqual({ code: 'cheapest' });
  });

  it('orders tariffs of the same price and speed by code', () => {
    const twins = ['orange-plus', 'orange', 'arbuz'].map((code) => tariff(code, { speed: 100, abon_price: 179_000 }));
    // without a locale collator, which is costly for Chrome to set up during hydration
    const collate = vi.spyOn(String.prototype, 'localeCompare');
    try {
      expect(rankTariffs(twins, home).map((r) => r.tariff.code)).toEqual(['arbuz', 'orange', 'orange-plus']);
      expect(collate).not.toHaveBeenCalled();
    } finally {
      collate.mockRestore();
    }
  });

  it('drops tariffs slower than the desired speed and explains the speed', () => {
    const ranked = rankTariffs(TARIFFS, { ...home, speed: 100 });
    expect(ranked.map((r) => r.tariff.code)).toEqual(['orange', 'gamer']);
    expect(ranked[0]!.reasons[0]).toEqual({ code: 'speed', speed: 100, needed: 100 });
  });

  it('counts ten Mbit/s per device when that needs more than the desired speed', () => {
    const ranked = rankTariffs(TARIFFS, { ...home, speed: 10, devices: 8 });
    expect(ranked.map((r) => r.tariff.code)).toEqual(['orange', 'gamer']);
    expect(ranked[0]!.reasons).toContainEqual({ code: 'devices', devices: 8, needed: 80 });
  });

  it('drops a limited tariff when the monthly traffic exceeds its limit or unlimited is wanted', () => {
    expect(codes({ ...home, traffic: 200 })).not.toContain('arbuz');
    expect(codes({ ...home, unlimited: true })).not.toContain('arbuz');
    expect(rankTariffs(TARIFFS, home)[0]!.reasons).toContainEqual({ code: 'limit', limit: 150, traffic: 100 });
  });

  it('needs the speed in every time window when online more than twelve hours a day', () => {
    expect(codes({ ...home, place: 'office', speed: 50, hours: 8 })).toEqual(['nihol', 'grand-all-50']);
    const allDay = rankTariffs(TARIFFS, { ...home, place: 'office', speed: 50, hours: 20 });
    expect(allDay.map((r) => r.tariff.code)).toEqual(['grand-all-50']);
    expect(allDay[0]!.reasons).toContainEqual({ code: 'allDay', hours: 20, minSpeed: 50 });
  });

  it('ranks an individual price by its starting amount and never offers TV tariffs', () => {
    const office = rankTariffs(TARIFFS, { ...home, place: 'office' });
    expect(office[0]!.price).toBe(495_000);
    expect(office.map((r) => r.tariff.kind)).not.toContain('tv');
    expect(codes(home)).not.toContain('tv-start');
  });

  it('returns nothing when no tariff is fast enough', () => {
    expect(rankTariffs(TARIFFS, { ...home, speed: 1000 })).toEqual([]);
  });
});

describe('normalizeParams and slowestSpeed', () => {
  it('clamps typed-in values and rejects nonsense', () => {
    expect(
      normalizeParams({ place: 'home', speed: -5, unlimited: false, devices: 0, hours: 99, traffic: Number.NaN }),
    ).toEqual({
      place: 'home',
      speed: 1,
      unlimited: false,
      devices: 1,
      hours: 24,
      traffic: 0,
    });
  });

  it('takes the slowest window, or the main speed without windows', () => {
    expect(slowestSpeed(TARIFFS[4]!)).toBe(5);
    expect(slowestSpeed(TARIFFS[1]!)).toBe(50);
  });
});
