import { expect, test, type Page } from '@playwright/test';

const NOTICE = {
  rus: 'Эта форма работает только с включённым JavaScript.',
  uzb: 'Bu shakl faqat JavaScript yoqilganda ishlaydi.',
} as const;
// the forms whose captcha is computed in the browser, and the tariff cards' connection request
const PAGES = ['/contacts', '/vacancies', '/tariff'] as const;

/** The notice (text matching skips <noscript>, roles do not). */
const notice = (page: Page, lang: 'rus' | 'uzb') => page.getByRole('paragraph').filter({ hasText: NOTICE[lang] });
/** The page's first notice in its main part. */
const noticeIn = (page: Page, lang: 'rus' | 'uzb') => page.getByRole('main').locator(notice(page, lang)).first();

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  for (const lang of ['rus', 'uzb'] as const) {
    for (const path of PAGES) {
      test(`${lang}${path}: the form says it needs JavaScript and gives the call centre's phone`, async ({ page }) => {
        await page.goto(`/${lang}${path}`);
        const shown = noticeIn(page, lang);
        await expect(shown).toBeVisible();
        if (path !== '/tariff')
          await expect(
            page
              .getByRole('main')
              .locator('form')
              .filter({ has: notice(page, lang) }),
          ).toHaveCount(1);
        await expect(shown.getByRole('link')).toHaveAttribute('href', 'tel:+998712000000');
      });
    }
  }
});

test.describe('with script', () => {
  for (const lang of ['rus', 'uzb'] as const) {
    test(`${lang}: the forms show no such notice`, async ({ page }) => {
      for (const path of PAGES) {
        await page.goto(`/${lang}${path}`);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expect(noticeIn(page, lang)).toBeHidden();
      }
    });
  }
});
