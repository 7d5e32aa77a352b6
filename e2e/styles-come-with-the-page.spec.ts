import { expect, test, type Page } from '@playwright/test';
import { sitemapPaths } from './helpers/sitemap';

// A public page brings its stylesheet inside its HTML (lib/platform/server/inline-styles.mjs), so a visitor
// on a slow connection sees it styled without waiting one more round trip for a stylesheet.

/** Collects the stylesheet requests the page makes from now on. */
function watchStylesheets(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css'))
      requested.push(request.url());
  });
  return requested;
}

const headingSize = (page: Page) =>
  page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontSize);
const stylesheetElements = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('link[rel="stylesheet"], style').length);

for (const path of ['/rus', '/uzb/tariff', '/rus/faq']) {
  test(`${path} is styled without fetching a stylesheet`, async ({ page }) => {
    const requested = watchStylesheets(page);
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(await response?.text()).toMatch(/<head>.*<style>.+<\/style>/s);
    // The stylesheet applies: the site's font stack and the header's brand colour, not the browser's defaults.
    await expect(page.locator('body')).toHaveCSS('font-family', /^system-ui/);
    await expect(page.locator('header a').first()).toHaveCSS('color', 'rgb(9, 74, 138)');
    expect(requested).toEqual([]);
  });
}

test('after client-side navigations the page is still styled once, with no stylesheet fetched or added', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const requested = watchStylesheets(page);
  await page.goto('/rus', { waitUntil: 'networkidle' });
  const elements = await stylesheetElements(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator('header a[href="/rus/tariff"]:visible').first().click();
  await expect(page).toHaveURL(/\/rus\/tariff$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Тарифные планы' })).toBeVisible();
  await page.locator('header a[href="/rus/faq"]:visible').first().click();
  await expect(page).toHaveURL(/\/rus\/faq$/);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // text-3xl on the FAQ heading.
  expect(await headingSize(page)).toBe('30px');
  expect(await stylesheetElements(page)).toBe(elements);
  expect(requested).toEqual([]);
  expect(errors).toEqual([]);
});

/** The class names a stylesheet has rules for (escaped characters such as `\:` read back). */
function styledClasses(css: string): Set<string> {
  return new Set([...css.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, name]) => name!.replace(/\\(.)/g, '$1')));
}

/** The hrefs of the stylesheets a page's HTML names, in order. */
const stylesheetHrefs = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, href]) => href!.replaceAll('&amp;', '&'));

test('the public stylesheet leaves the staff code out, yet styles every class every public page uses', async ({
  page,
}) => {
  const { request } = page;
  // The staff sign-in page names both stylesheets: the public one, then the staff area's own.
  const [publicHref, adminHref] = stylesheetHrefs(await (await request.get('/rus/site/adm/login')).text());
  expect(adminHref).toBeTruthy();
  const publicClasses = styledClasses(await (await request.get(publicHref!)).text());
  const adminClasses = styledClasses(await (await request.get(adminHref!)).text());
  const staffOnly = [...adminClasses].filter((name) => !publicClasses.has(name));
  expect(staffOnly.length).toBeGreaterThan(0);

  const unstyled: string[] = [];
  for (const path of await sitemapPaths(page)) {
    const html = await (await request.get(path)).text();
    expect(stylesheetHrefs(html), path).toEqual([publicHref]);
    const used = new Set(
      [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, names]) => names!.replaceAll('&amp;', '&').split(/\s+/)),
    );
    for (const name of used) if (adminClasses.has(name) && !publicClasses.has(name)) unstyled.push(`${path}: ${name}`);
  }
  expect(unstyled).toEqual([]);
});
