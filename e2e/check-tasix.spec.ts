import { expect, test } from '@playwright/test';
import { freshSiteDatabase } from './helpers/server-database';
import { sparePort, startSite } from './helpers/site-process';

const TEXT = {
  rus: {
    own: 'Проверить моё подключение',
    field: 'Домен или IP-адрес',
    check: 'Проверить',
    inside: 'в сети TAS-IX',
    outside: 'вне сети TAS-IX',
    date: 'Список сетей TAS-IX от',
  },
  uzb: {
    own: 'Ulanishimni tekshirish',
    field: 'Domen yoki IP-manzil',
    check: 'Tekshirish',
    inside: 'TAS-IX tarmogʻida',
    outside: 'TAS-IX tarmogʻidan tashqarida',
    date: 'TAS-IX tarmoqlari roʻyxati',
  },
} as const;

for (const lang of ['rus', 'uzb'] as const) {
  test(`${lang}: a visitor checks addresses inside and outside TAS-IX`, async ({ page }) => {
    const t = TEXT[lang];
    await page.goto(`/${lang}/skix`);
    for (const [ip, inside] of [
      ['84.54.64.10', true],
      ['127.0.0.1', true],
      ['8.8.8.8', false],
    ] as const) {
      await page.getByLabel(t.field).fill(ip);
      await page.getByRole('button', { name: t.check, exact: true }).click();
      await expect(page.getByText(`${ip} — ${inside ? t.inside : t.outside}`, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(t.date)).toBeVisible();
  });
}

test('a visitor checks their own connection: the address the site sees, not one the visitor writes', async ({
  browser,
}) => {
  // The browser reaches the site from loopback, which the demo TAS-IX list holds; a forged X-Real-IP is ignored.
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-real-ip': '8.8.8.8', 'x-forwarded-for': '8.8.8.8' },
  });
  const page = await context.newPage();
  await page.goto('/rus/skix');
  await page.getByRole('button', { name: TEXT.rus.own }).click();
  await expect(
    page.locator('section[aria-labelledby="own-ip"]').getByText(`127.0.0.1 — ${TEXT.rus.inside}`, { exact: true }),
  ).toBeVisible();
  await context.close();
});

test('behind a trusted proxy, a visitor checks their own connection: inside and outside TAS-IX', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const port = sparePort(9);
  const database = await freshSiteDatabase('PGlite', `tasix_${port}`);
  // This browser plays the proxy (TRUSTED_PROXIES), naming the visitor in X-Real-IP as nginx does.
  const site = await startSite('start.mjs', port, { ...database.env, TRUSTED_PROXIES: '127.0.0.1' });
  try {
    for (const [ip, inside] of [
      ['84.54.64.10', true],
      ['8.8.8.8', false],
    ] as const) {
      const context = await browser.newContext({ extraHTTPHeaders: { 'x-real-ip': ip } });
      const page = await context.newPage();
      await page.goto(`${site.base}/rus/skix`);
      await page.getByRole('button', { name: TEXT.rus.own }).click();
      await expect(
        page
          .locator('section[aria-labelledby="own-ip"]')
          .getByText(`${ip} — ${inside ? TEXT.rus.inside : TEXT.rus.outside}`, { exact: true }),
      ).toBeVisible();
      await context.close();
    }
  } finally {
    site.crash();
    await database.drop();
  }
});
