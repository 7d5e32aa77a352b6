/** The site's sitemap as the e2e specs walk it. */
import { expect, type Page } from '@playwright/test';

/** The paths of every <loc> of the site's sitemap.xml, which lists each public page in both languages. */
export async function sitemapPaths(page: Pick<Page, 'request'>): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
}
