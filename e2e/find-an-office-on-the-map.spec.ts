import { expect, test } from '@playwright/test';

const TEXT = {
  rus: { office: 'Офис продаж «Чиланзар»', yandex: 'Яндекс Карты', google: 'Google Карты' },
  uzb: { office: '«Chilonzor» savdo ofisi', yandex: 'Yandex Xaritalar', google: 'Google Xaritalar' },
} as const;

for (const lang of ['rus', 'uzb'] as const) {
  test(`${lang}: every office links to Yandex Maps and Google Maps at its coordinates, with no map script`, async ({
    page,
  }) => {
    const t = TEXT[lang];
    const thirdParty: string[] = [];
    page.on('request', (r) => {
      if (/^https?:/.test(r.url()) && !r.url().startsWith('http://127.0.0.1')) thirdParty.push(r.url());
    });
    await page.goto(`/${lang}/contacts`);

    const offices = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    const count = await offices.count();
    expect(count).toBeGreaterThanOrEqual(6);
    for (let i = 0; i < count; i += 1) {
      const office = offices.nth(i);
      const yandex = await office.getByRole('link', { name: t.yandex }).getAttribute('href');
      const google = await office.getByRole('link', { name: t.google }).getAttribute('href');
      const pt = /^https:\/\/yandex\.ru\/maps\/\?pt=(69\.\d+),(41\.\d+)(&|$)/.exec(yandex ?? '');
      const q = /^https:\/\/www\.google\.com\/maps\?q=(41\.\d+),(69\.\d+)$/.exec(google ?? '');
      expect(pt, yandex ?? '').not.toBeNull();
      expect(q, google ?? '').not.toBeNull();
      // the same point: Yandex lon,lat and Google lat,lon
      expect([pt?.[2], pt?.[1]]).toEqual([q?.[1], q?.[2]]);
    }

    const first = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: t.office }) });
    await expect(first.getByRole('link', { name: t.yandex })).toHaveAttribute('href', /pt=69\.2234,41\.2926/);
    expect(thirdParty).toEqual([]);
  });
}
