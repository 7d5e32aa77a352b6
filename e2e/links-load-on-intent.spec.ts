import { expect, test, type Page, type Request } from '@playwright/test';

// A visitor on a metered phone pays only for the pages they open: the public site does not fetch
// the pages its links point to until the visitor reaches for one (components/ui/site-link.tsx).

/** Collects the client router's page fetches (RSC payloads) and full document loads from now on. */
function watchFetches(page: Page) {
  const routerFetches: string[] = [];
  const documents: string[] = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (request.headers()['rsc'] === '1') routerFetches.push(path);
    else if (request.resourceType() === 'document') documents.push(path);
  });
  return { routerFetches, documents };
}

for (const path of ['/rus', '/uzb/tariff', '/rus/news']) {
  test(`${path} fetches none of the pages its links point to while the visitor only reads`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const { routerFetches } = watchFetches(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.mouse.wheel(0, 2000);
    // next/link's viewport prefetch starts in an idle callback once links are in view, well within this wait.
    await page.waitForTimeout(3000);
    expect(routerFetches).toEqual([]);
  });
}

test('pointing at a link fetches its page ahead, and following it is a client-side navigation', async ({ page }) => {
  const { routerFetches, documents } = watchFetches(page);
  await page.goto('/rus', { waitUntil: 'networkidle' });
  documents.length = 0;
  const link = page.locator('header a[href="/rus/tariff"]:visible').first();
  await link.hover();
  await expect.poll(() => routerFetches).toContain('/rus/tariff');
  await link.click();
  await expect(page).toHaveURL(/\/rus\/tariff$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Тарифные планы' })).toBeVisible();
  expect(documents).toEqual([]);
});

test('a link reached by keyboard is fetched ahead as well', async ({ page }) => {
  const { routerFetches } = watchFetches(page);
  await page.goto('/uzb', { waitUntil: 'networkidle' });
  await page.locator('header a[href="/uzb/faq"]:visible').first().focus();
  await expect.poll(() => routerFetches).toContain('/uzb/faq');
});
