import { describe, expect, it } from 'vitest';
import { TARIFFS } from '@/lib/platform/db/seed/billing-tariffs';
import { tariffProductJsonLd } from '@/lib/content/seo/tariff-json-ld';
import { findTariff, speedRows, startCost } from '@/lib/visitors/tariffs/facts';
import { tariffFixture } from '../helpers/tariff-fixture';

const tariff = tariffFixture;

describe('tariff facts', () => {
  it('finds a tariff by its code and nothing for an unknown one', () => {
    const list = [tariff(), tariff({ code: 'gamer', name: 'Gamer' })];
    expect(findTariff(list, 'gamer')?.name).toBe('Gamer');
    expect(findTariff(list, 'series')).toBeUndefined();
  });

  it('names the first time window day and the next night; a tariff without windows runs all day', () => {
    expect(speedRows(tariff())).toEqual([
      { period: 'day', hours: '13:00–01:00', speed: 100 },
      { period: 'night', hours: '01:00–13:00', speed: 200 },
    ]);
    expect(speedRows(tariff({ speed: 500, speed_windows: [] }))).toEqual([
      { period: 'allDay', hours: null, speed: 500 },
    ]);
  });

  it('adds the first month, the registration and the equipment into what connecting costs', () => {
    expect(startCost(tariff())).toBe(179_000 + 45_000 + 290_000);
    expect(
      startCost(tariff({ abon_price: null, individual_price_from: 495_000, registration_fee: 0, equipment_fee: 0 })),
    ).toBe(495_000);
  });

  it('gives no total when the price or the equipment is not stated, rather than a total of part of it', () => {
    expect(startCost(tariff({ equipment_fee: undefined }))).toBeNull();
    expect(startCost(tariff({ abon_price: null }))).toBeNull();
  });
});

describe('tariff Product JSON-LD', () => {
  const base = { url: 'https://example.uz/rus/tariff/orange', description: 'Всё о тарифе', brand: 'TashNet' };

  it('offers the monthly price in so’m, in stock', () => {
    const data = tariffProductJsonLd({ ...base, tariff: tariff() });
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Orange',
      sku: 'orange',
      offers: {
        '@type': 'Offer',
        price: 179_000,
        priceCurrency: 'UZS',
        availability: 'https://schema.org/InStock',
        url: base.url,
        priceSpecification: { price: 179_000, priceCurrency: 'UZS', unitCode: 'MON' },
      },
    });
  });

  it('offers an individual price as its lowest one', () => {
    const data = tariffProductJsonLd({ ...base, tariff: tariff({ abon_price: null, individual_price_from: 495_000 }) });
    expect(data.offers).toMatchObject({ price: 495_000, priceSpecification: { minPrice: 495_000, price: 495_000 } });
  });

  it('has no Offer for a tariff without any price', () => {
    const data = tariffProductJsonLd({ ...base, tariff: tariff({ abon_price: null }) });
    expect(data).not.toHaveProperty('offers');
  });
});

describe('demo tariffs state every term of the facts label', () => {
  it.each(TARIFFS.map((row) => [row.code, row] as const))('%s', (_code, row) => {
    expect(row.technologies?.length).toBeGreaterThan(0);
    expect(row.equipmentFee).toBeGreaterThanOrEqual(0);
    expect(row.contractMonths).toBeGreaterThanOrEqual(0);
    expect(row.cancellationNoticeDays).toBeGreaterThanOrEqual(0);
    // a term means something only with a price for leaving early, and the other way round
    expect(row.contractMonths === 0).toBe(row.earlyTerminationFee === 0);
    // what happens after the allowance is stated exactly for tariffs that have one
    expect(row.overLimitSpeed == null).toBe(row.limitGb == null);
  });
});
