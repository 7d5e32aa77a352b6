import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Issue 33 §3: the coverage check asks the street, then the house, and lists only what matches.
const TEXT = {
  rus: {
    district: 'Район',
    districtName: 'Чиланзарский район',
    street: 'Улица',
    house: 'Номер дома',
    typed: 'бунедкор',
    avenue: 'пр. Бунёдкор',
    results: 'Найденные адреса',
    notFound: 'Не нашли свой адрес?',
    form: 'Сообщите, когда сеть придёт',
  },
  uzb: {
    district: 'Tuman',
    districtName: 'Chilonzor tumani',
    street: 'Koʻcha',
    house: 'Uy raqami',
    typed: 'bunyodkor',
    avenue: 'Bunyodkor shoh koʻchasi',
    results: 'Topilgan manzillar',
    notFound: 'Manzilingizni topmadingizmi?',
    form: 'Tarmoq kelganda xabar bering',
  },
} as const;

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

// axe and full-page pictures of several states take a while on a busy machine
test.describe.configure({ timeout: 180_000 });

/** Axe finds nothing and the page does not scroll sideways; with SHOTS_DIR set, the state is photographed. */
async function checkState(page: Page, width: number, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations, name).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(width);
}

for (const lang of ['rus', 'uzb'] as const) {
  const t = TEXT[lang];
  for (const width of [360, 1280]) {
    test(`${lang}: at ${width} px a house is found by street and number, and a missing one gets one message`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${lang}/coverage_area`);
      await page.getByLabel(t.district, { exact: true }).selectOption({ label: t.districtName });
      await checkState(page, width, `after-coverage-search-${lang}-${width}`);

      // part of the street's name, written without its "ё" or apostrophe, and a number
      await page.getByLabel(t.street, { exact: true }).fill(t.typed);
      await page.getByLabel(t.house, { exact: true }).fill('1');
      const results = page.getByRole('region', { name: t.results });
      const shown =
        width < 768
          ? results.getByRole('listitem').locator('p.font-semibold')
          : results.locator('tbody td:nth-child(2)');
      await expect(shown).toHaveText(
        width < 768 ? ['1', '11', '15'].map((n) => `${t.avenue}, ${n}`) : ['1', '11', '15'],
      );
      await checkState(page, width, `after-coverage-found-${lang}-${width}`);

      await page.getByLabel(t.house, { exact: true }).fill('99');
      await expect(results).toHaveCount(0);
      await expect(page.getByRole('heading', { name: t.notFound })).toBeVisible();
      await expect(page.getByRole('region', { name: t.form })).toBeVisible();
      await checkState(page, width, `after-coverage-not-found-${lang}-${width}`);
    });
  }
}

test('no sideways scroll on the coverage page at 320 px, with houses listed', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/uzb/coverage_area');
  await page.getByLabel(TEXT.uzb.district, { exact: true }).selectOption({ label: TEXT.uzb.districtName });
  await page.getByLabel(TEXT.uzb.street, { exact: true }).fill(TEXT.uzb.typed);
  await expect(page.getByRole('region', { name: TEXT.uzb.results })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
