import { test, type Page } from '@playwright/test';

type Lang = 'rus' | 'uzb';

/** One test per language, titled `{lang}: {title}`, that opens `path` in that language and is given its texts. */
export function testInEachLanguage<Texts extends Record<Lang, unknown>>(
  title: string,
  texts: Texts,
  path: string,
  body: (page: Page, t: Texts[Lang], lang: Lang) => Promise<void>,
): void {
  for (const lang of ['rus', 'uzb'] as const) {
    test(`${lang}: ${title}`, async ({ page }) => {
      await page.goto(`/${lang}${path}`);
      await body(page, texts[lang], lang);
    });
  }
}
