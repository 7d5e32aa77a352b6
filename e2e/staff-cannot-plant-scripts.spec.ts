/**
 * Issue #7 item 9: the XSS corpus (tests/fixtures/xss-payloads.ts) saved through the admin API in
 * every text field of every content section, both languages, runs nowhere: not on the public
 * pages that show those texts, not in the admin tables and forms. Executions are caught by
 * `__xss(id)` and dialogs; the page is also scanned for anything active the content could have
 * added. Every planted item is deleted and every static component restored afterwards, so the
 * specs after this one see the demo content.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { firstAdmin, loginViaUi, publicCall, rowAction } from './helpers/admin';
import { plantEverywhere, removePlanting, type Planting } from './helpers/plant-xss';
import { activeContent, recordExecutions, shownTokens } from './helpers/xss';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

// Pages showing content sections (the navbar and footer are on all of them).
const PAGES = [
  '',
  '/news',
  '/status',
  '/faq',
  '/partners',
  '/vacancies',
  '/tenders',
  '/corporate',
  '/about',
  '/contacts',
  '/documents',
  '/offer',
  '/policies',
  '/app/privacy_policy',
  '/additional_services',
  '/additional_services/wifi_routers',
  '/additional_services/smart_speakers',
  '/internal_resources',
  '/skix',
  '/sip',
  '/tariff',
  '/payment',
  '/blocked',
];

// One staff login for the whole file (the e2e specs share the per-address login limit): its
// context plants through the admin API and then opens the admin pages.
let staff: { context: BrowserContext; page: Page; ran: string[] };
let planting: Planting | undefined;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const ran = await recordExecutions(context);
  staff = { context, ran, page: await context.newPage() };
  const admin = firstAdmin();
  await loginViaUi(staff.page, admin.email, admin.password);
  planting = await plantEverywhere(context.request);
});

test.afterAll(async () => {
  if (planting) await removePlanting(staff.context.request, planting);
  await staff.context.close();
});

/** Loads a page and answers which planted tokens it shows, after checking nothing on it is active. */
async function inspect(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  expect(await activeContent(page), path).toEqual([]);
  return shownTokens(page);
}

/** The first link of the current page to a detail page under `/{lang}/{listing}/`. */
const firstDetail = (page: Page, listing: string) =>
  page.locator(`main a[href*="/${listing}/"]`).first().getAttribute('href');

/** Opens the coverage check on the planted building's district and picks the building. */
async function coverageTokens(page: Page, lang: string) {
  const caId = planting!.created.find((i) => i.section === 'ca')!.id;
  const address = (
    (await publicCall(page, `/api/v1/addresses/all?lang=${lang}`)) as {
      id: number;
      region: string;
      district: string;
      street: string;
    }[]
  ).find((a) => a.id === caId)!;
  await page.goto(`/${lang}/coverage_area`);
  await page.locator('#coverage-city').selectOption({ label: address.region });
  await page.locator('#coverage-district').selectOption({ label: address.district });
  // the check asks for the street before it lists houses
  await page.locator('#coverage-street').fill(address.street);
  await page.getByRole('row').filter({ hasText: address.street }).getByRole('button').click();
  expect(await activeContent(page)).toEqual([]);
  return shownTokens(page);
}

function expectEverySectionSeen(seen: Set<number>) {
  const sections = new Set(planting!.sectionOf.values());
  const unseen = [...sections].filter((s) => ![...seen].some((token) => planting!.sectionOf.get(token) === s));
  expect(unseen, 'sections whose planted texts no page showed').toEqual([]);
}

for (const lang of ['rus', 'uzb']) {
  test(`${lang}: the public pages show every section's planted texts, and none of the payloads runs`, async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const ran = await recordExecutions(context);
    const page = await context.newPage();
    const seen = new Set<number>();
    const details = [`/${lang}/news/${planting!.created.find((i) => i.section === 'news')!.id}`];
    for (const path of PAGES) {
      for (const token of await inspect(page, `/${lang}${path}`)) seen.add(token);
      if (path === '/additional_services' || path === '/corporate')
        details.push((await firstDetail(page, path.slice(1)))!);
    }
    for (const path of details) for (const token of await inspect(page, path)) seen.add(token);
    for (const token of await coverageTokens(page, lang)) seen.add(token);
    expect(ran, 'payloads that ran').toEqual([]);
    expectEverySectionSeen(seen);
    await context.close();
  });
}

test('the admin tables and edit forms show the planted texts inert', async () => {
  const { page, ran } = staff;
  for (const section of ['ca', 'faq', 'footer', 'navbar', 'news', 'partners', 'slider', 'tenders', 'vacancy', 'sc']) {
    await inspect(page, `/rus/adm/${section}`);
    // the static components' table lists keys only; their texts are in the form's JSON
    if (section !== 'sc') {
      await page.getByRole('searchbox').fill('⟦');
      expect((await shownTokens(page)).length, `${section} table`).toBeGreaterThan(0);
      expect(await activeContent(page), `${section} table`).toEqual([]);
    }
    const first = page.getByTestId('admin-row').first();
    // a static text's row names its edit button itself; other lists keep it in the row's menu
    if (section === 'sc') await first.getByRole('button', { name: /^Изменить: / }).click();
    else await rowAction(first, 'Изменить');
    await expect(page.getByRole('button', { name: 'Сохранить' })).toBeVisible();
    const values = await page
      .locator('form')
      .locator('input, textarea')
      .evaluateAll((fields) => fields.map((f) => (f as HTMLInputElement).value).join(' '));
    expect(values, `${section} form`).toContain('⟦');
    expect(await activeContent(page), `${section} form`).toEqual([]);
  }
  expect(ran, 'payloads that ran').toEqual([]);
});
