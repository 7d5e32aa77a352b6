import { expect, test, type Page } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ownCacheCopy } from './helpers/own-cache-copy';
import { sparePort, startSite, type SiteProcess } from './helpers/site-process';

// Every way to the personal cabinet comes from the one setting (CABINET_URL and its beta and old
// siblings): the header, the phone drawer, the footer (a placeholder link in the admin's footer),
// the payment and the blocked pages. The header offers one cabinet; the beta and the old ones are
// offered once, in the payment page's cabinet block, and the footer's legal group offers none.

const CABINET = {
  CABINET_URL: 'https://cabinet.provider.test/',
  CABINET_BETA_URL: 'https://beta-cabinet.provider.test/',
  CABINET_OLD_URL: 'https://old-cabinet.provider.test/',
};
const CONFIGURED = Object.values(CABINET);
const TEXTS = {
  rus: {
    cabinet: 'Личный кабинет',
    beta: 'Новый кабинет (бета)',
    open: 'Открыть меню',
    legal: 'Правовая информация',
    subscribers: 'Абонентам',
    old: 'Старый личный кабинет',
  },
  uzb: {
    cabinet: 'Shaxsiy kabinet',
    beta: 'Yangi kabinet (beta)',
    open: 'Menyuni ochish',
    legal: 'Huquqiy maʼlumot',
    subscribers: 'Abonentlarga',
    old: 'Eski shaxsiy kabinet',
  },
} as const;

let site: SiteProcess;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const port = sparePort(12);
  const root = ownCacheCopy(path.join(tmpdir(), `isp-e2e-cabinet-${port}`));
  site = await startSite('start.mjs', port, { ...CABINET, DATA_DIR: 'data' }, root);
});

test.afterAll(() => site?.crash());

/** Every link and form on the page that leads to a cabinet: the configured addresses only. */
async function cabinetTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement | HTMLFormElement>('a[href], form[action]')]
      .map((el) => (el instanceof HTMLFormElement ? el.action : el.href))
      .filter((url) => /cabinet|my\.tashnet/i.test(url)),
  );
}

for (const lang of ['rus', 'uzb'] as const) {
  const t = TEXTS[lang];

  test(`${lang}: the header, the drawer and the footer lead to the one configured cabinet`, async ({ page }) => {
    await page.goto(`${site.base}/${lang}`, { waitUntil: 'networkidle' });
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: t.cabinet })).toHaveAttribute('href', CABINET.CABINET_URL);
    await expect(header.getByRole('link', { name: t.beta })).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByRole('navigation', { name: t.subscribers }).getByRole('link', { name: t.cabinet }),
    ).toHaveAttribute('href', CABINET.CABINET_URL);
    await expect(footer.getByRole('navigation', { name: t.legal }).getByRole('link', { name: t.cabinet })).toHaveCount(
      0,
    );
    const targets = await cabinetTargets(page);
    expect(targets.length).toBeGreaterThanOrEqual(3); // header, drawer, footer
    expect(targets.filter((url) => !CONFIGURED.includes(url))).toEqual([]);
    expect(targets).not.toContain(CABINET.CABINET_BETA_URL);

    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('banner').locator('summary', { hasText: t.open }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: t.cabinet })).toHaveAttribute('href', CABINET.CABINET_URL);
    await expect(drawer.getByRole('link', { name: t.beta })).toHaveCount(0);
  });

  test(`${lang}: the payment and the blocked pages lead to the configured cabinet too`, async ({ page }) => {
    await page.goto(`${site.base}/${lang}/payment`);
    await expect(page.getByRole('main').getByRole('link', { name: t.old })).toHaveAttribute(
      'href',
      CABINET.CABINET_OLD_URL,
    );
    expect((await cabinetTargets(page)).filter((url) => !CONFIGURED.includes(url))).toEqual([]);
    expect(await cabinetTargets(page)).toContain(CABINET.CABINET_OLD_URL);
    await expect(page.getByRole('main').getByRole('link', { name: t.beta })).toHaveAttribute(
      'href',
      CABINET.CABINET_BETA_URL,
    );
    await page.goto(`${site.base}/${lang}/blocked`);
    expect((await cabinetTargets(page)).filter((url) => !CONFIGURED.includes(url))).toEqual([]);
    expect(await page.getByRole('main').locator(`a[href="${CABINET.CABINET_URL}"]`).count()).toBe(1);
  });
}
