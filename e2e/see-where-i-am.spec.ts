import { expect, test, type Locator, type Page } from '@playwright/test';

// Every menu marks the page the visitor is on: aria-current="page" and a mark that is not colour alone.

const TEXTS = {
  rus: { menu: 'Главное меню', languages: 'Язык сайта', open: 'Открыть меню', subscribers: 'Абонентам' },
  uzb: { menu: 'Asosiy menyu', languages: 'Sayt tili', open: 'Menyuni ochish', subscribers: 'Abonentlarga' },
} as const;

/** For each visible menu but the language switch (it marks the language): its links to `path` and its links said to be current. */
async function marksOf(page: Page, path: string, languages: string) {
  const result: { nav: string; toHere: number; current: string[] }[] = [];
  for (const nav of await page.getByRole('navigation').all()) {
    const name = (await nav.getAttribute('aria-label')) ?? '';
    if (name === languages || !(await nav.isVisible())) continue;
    const links = await nav.getByRole('link').evaluateAll((as) =>
      as.map((a) => ({
        path: new URL((a as HTMLAnchorElement).href).pathname,
        current: a.getAttribute('aria-current'),
      })),
    );
    result.push({
      nav: name,
      toHere: links.filter((l) => l.path === path).length,
      current: links.filter((l) => l.current !== null).map((l) => `${l.path} ${l.current}`),
    });
  }
  return result;
}

/** The current link looks different from the others without colour: bold and underlined. */
async function expectVisibleMark(nav: Locator) {
  const current = nav.locator('a[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveCSS('font-weight', '700');
  await expect(current).toHaveCSS('text-decoration-line', 'underline');
  const other = nav.locator('a:not([aria-current])').first();
  await expect(other).not.toHaveCSS('text-decoration-line', 'underline');
  expect(Number(await other.evaluate((a) => getComputedStyle(a).fontWeight))).toBeLessThan(700);
}

for (const lang of ['rus', 'uzb'] as const) {
  const t = TEXTS[lang];
  for (const page of ['', '/tariff', '/faq', '/contacts']) {
    const path = `/${lang}${page}`;

    test(`${path}: each menu marks the link to this page, and only it (1280 px and the drawer at 360 px)`, async ({
      page: tab,
    }) => {
      await tab.goto(path, { waitUntil: 'networkidle' });
      let marks = await marksOf(tab, path, t.languages);
      expect(marks.length).toBeGreaterThan(3); // the header's menu and the footer's columns
      for (const mark of marks) expect(mark.current, mark.nav).toEqual(mark.toHere > 0 ? [`${path} page`] : []);
      if (page) {
        await expectVisibleMark(tab.getByRole('banner').getByRole('navigation', { name: t.menu }));
        await expectVisibleMark(tab.getByRole('contentinfo').getByRole('navigation', { name: t.subscribers }));
      }

      await tab.setViewportSize({ width: 360, height: 740 });
      await tab.getByRole('banner').locator('summary', { hasText: t.open }).click();
      const drawer = tab.getByRole('dialog').getByRole('navigation', { name: t.menu });
      await expect(drawer).toBeVisible();
      marks = await marksOf(tab, path, t.languages);
      for (const mark of marks) expect(mark.current, mark.nav).toEqual(mark.toHere > 0 ? [`${path} page`] : []);
      if (page) await expectVisibleMark(drawer);
    });
  }
}

test('after a client-side navigation the menus mark the new page', async ({ page }) => {
  await page.goto('/rus/tariff', { waitUntil: 'networkidle' });
  const menu = page.getByRole('banner').getByRole('navigation', { name: TEXTS.rus.menu });
  await menu.getByRole('link', { name: 'Вопросы и ответы' }).click();
  await expect(page).toHaveURL(/\/rus\/faq$/);
  await expect(menu.locator('a[aria-current="page"]')).toHaveAttribute('href', '/rus/faq');
  await expect(menu.locator('a[aria-current="page"]')).toHaveCount(1);
});
