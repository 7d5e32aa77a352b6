import { expect, test, type Page } from '@playwright/test';

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
