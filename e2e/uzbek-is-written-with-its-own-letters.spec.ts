import { expect, test } from '@playwright/test';
import { sitemapPaths } from './helpers/sitemap';

// Uzbek Latin writes oʻ and gʻ with ʻ (U+02BB) and the tutuq belgisi with ʼ (U+02BC): a straight or
// curly quote between two letters is a wrong letter on the page.
const WRONG_APOSTROPHE = /\p{L}['’‘`]\p{L}/gu;

test('no Uzbek page of the sitemap writes an apostrophe inside a word', async ({ page }) => {
  // About 65 pages, each loaded in turn.
  test.setTimeout(600_000);
  const paths = (await sitemapPaths(page)).filter((path) => path === '/uzb' || path.startsWith('/uzb/'));
  expect(paths.length).toBeGreaterThan(20);
  const wrong: string[] = [];
  let written = 0;
  for (const path of paths) {
    const response = await page.goto(path, { waitUntil: 'load' });
    expect(response?.status(), path).toBe(200);
    const text = await page.evaluate(() =>
      [
        document.title,
        document.querySelector('meta[name=description]')?.getAttribute('content') ?? '',
        document.body.innerText,
      ].join('\n'),
    );
    written += (text.match(/[ʻʼ]/gu) ?? []).length;
    for (const match of text.matchAll(WRONG_APOSTROPHE)) {
      const at = match.index ?? 0;
      wrong.push(`${path}: …${text.slice(Math.max(0, at - 20), at + 20).replace(/\s+/g, ' ')}…`);
    }
  }
  expect(wrong).toEqual([]);
  // the pages do speak Uzbek with its own letters (oʻ, gʻ, maʼlumot), so the check above read real text
  expect(written).toBeGreaterThan(100);
});
