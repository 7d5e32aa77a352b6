import { expect, test } from '@playwright/test';
import { sitemapPaths } from './helpers/sitemap';

for (const width of [320, 360, 1280]) {
  test(`no page of the sitemap is wider than a ${width} px screen`, async ({ page }) => {
    // About 130 pages, each loaded in turn.
    test.setTimeout(600_000);
    await page.setViewportSize({ width, height: 740 });
    const paths = await sitemapPaths(page);
    expect(paths.length).toBeGreaterThan(40);
    const wide: string[] = [];
    for (const path of paths) {
      const response = await page.goto(path, { waitUntil: 'load' });
      expect(response?.status(), path).toBe(200);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) wide.push(`${path}: ${scrollWidth} px`);
    }
    expect(wide).toEqual([]);
  });
}
