/**
 * Issue #33 point 10: wherever the admin shows something a visitor or the site stores as a code, staff read
 * its name — the tariff of a request (a code billing does not know marked so), the vacancy of a résumé, the
 * static texts grouped by the page they appear on, an office list titled by the offices' names with its
 * codes as words, and the item of an audit entry.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { BASE, firstAdmin, loginViaUi, sign } from './helpers/admin';
import {
  formHeaders,
  signedHeaders,
  solvedCaptcha,
  visitorHeaders,
  visitorIp,
} from '../tests/helpers/visitor-traffic.mjs';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const STAMP = Date.now().toString(36);
const UNKNOWN = 'no-such-plan';
const SHOTS = process.env.SHOTS_DIR;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const TEXT = {
  rus: {
    unknown: `${UNKNOWN} — тариф не найден в биллинге`,
    pages: ['Все страницы (шапка и подвал)', 'О компании', 'Контакты'],
    intro: 'Вступление',
    offices: 'Офисы продаж',
    edit: 'Изменить',
    editing: 'Изменение записи',
    home: 'Для дома',
    group: 'Группа',
    save: 'Сохранить',
    saved: 'Изменения сохранены.',
    request: (id: number) => `Заявка №${id}`,
  },
  uzb: {
    unknown: `${UNKNOWN} — bunday tarif billingda topilmadi`,
    pages: ['Barcha sahifalar (sarlavha va pastki qism)', 'Kompaniya haqida', 'Kontaktlar'],
    intro: 'Kirish matni',
    offices: 'Sotuv ofislari',
    edit: 'Tahrirlash',
    editing: 'Yozuvni tahrirlash',
    home: 'Uy uchun',
    group: 'Guruh',
    save: 'Saqlash',
    saved: 'Oʻzgarishlar saqlandi.',
    request: (id: number) => `Ariza №${id}`,
  },
} as const;

type Tariff = { code: string; name: { rus: string; uzb: string } };
let tariff: Tariff;
let vacancy: { id: number; title: { rus: string; uzb: string } };

test.describe.configure({ mode: 'serial' });

async function staffPage(browser: Browser, lang: 'rus' | 'uzb'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const admin = firstAdmin();
  await loginViaUi(page, admin.email, admin.password, lang);
  return page;
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

/** Screenshots for review at both widths, only when SHOTS_DIR names a folder for them. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function atBothWidths(page: Page, check: () => Promise<void>) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await check();
    await expectNoAxeViolations(page);
  }
}

/** A connection request sent through the API as a visitor, with the tariff code given. */
async function sendRequest(name: string, code: string, n: number): Promise<void> {
  const ip = visitorIp(n, 192);
  const altcha = await solvedCaptcha(BASE, ip);
  const res = await fetch(`${BASE}/api/v1/billing/online_request`, {
    method: 'POST',
    headers: formHeaders(ip, { 'idempotency-key': `names-${STAMP}-${n}` }),
    body: JSON.stringify({
      name,
      phone: '90 765 43 21',
      city: 'Tashkent',
      address: { district: 'Chilonzor', street: 'Bunyodkor', house: '7' },
      tariff: code,
      altcha,
    }),
  });
  expect(res.status).toBe(200);
}

test.beforeAll(async ({ browser }) => {
  const tariffs = await fetch(`${BASE}/api/v1/billing/tariffs`, { headers: sign() });
  const list = ((await tariffs.json()).data.tariffs as Tariff[]).filter(
    (t) => !t.name.rus.toLowerCase().includes(t.code.toLowerCase()),
  );
  tariff = list[0]!;
  await sendRequest(`Names known ${STAMP}`, tariff.code, 1);
  await sendRequest(`Names unknown ${STAMP}`, UNKNOWN, 2);

  const page = await staffPage(browser, 'rus');
  const vacancies = await page.request.get('/api/v1/adm/vacancy', { headers: sign() });
  const first = (await vacancies.json()).data[0] as { id: number; data: { title: { rus: string; uzb: string } } };
  vacancy = { id: first.id, title: first.data.title };
  // a résumé from a client that sends the vacancy's number, as the mobile application does
  const ip = visitorIp(3, 192);
  const form = new FormData();
  form.set('name', `Names resume ${STAMP}`);
  form.set('phone', '+998 93 555 44 33');
  form.set('vacancy', String(vacancy.id));
  form.set('altcha', await solvedCaptcha(BASE, ip));
  form.set('file', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf');
  const resume = await fetch(`${BASE}/api/v1/resume`, {
    method: 'POST',
    headers: { ...signedHeaders(), ...visitorHeaders(ip) },
    body: form,
  });
  expect(resume.status).toBe(200);
  await page.context().close();
});

for (const lang of ['rus', 'uzb'] as const) {
  test(`${lang}: requests, résumés and their CSV name the tariff and the vacancy`, async ({ browser }) => {
    const t = TEXT[lang];
    const page = await staffPage(browser, lang);
    await page.goto(`/${lang}/adm/requests?q=${STAMP}`);
    await atBothWidths(page, async () => {
      const known = page.getByTestId(/inbox-(table|cards)/).filter({ visible: true });
      await expect(known).toContainText(tariff.name[lang]);
      await expect(known).toContainText(t.unknown);
    });
    const table = page.getByTestId('inbox-table');
    await expect(table.getByRole('row').filter({ hasText: `Names known ${STAMP}` })).not.toContainText(
      new RegExp(`\\b${tariff.code}\\b`),
    );
    const csv = await page.request.get(`/api/v1/adm/requests/export?q=${STAMP}&lang=${lang}`, { headers: sign() });
    const text = (await csv.body()).toString('utf8');
    expect(text).toContain(tariff.name[lang]);
    expect(text).toContain(t.unknown);

    await page.goto(`/${lang}/adm/resumes?q=${encodeURIComponent(`Names resume ${STAMP}`)}`);
    const row = page.getByTestId('inbox-row').filter({ hasText: `Names resume ${STAMP}` });
    await expect(row).toContainText(vacancy.title[lang]);
    await row.getByRole('link').first().click();
    const fields = page.getByTestId('item-fields');
    await expect(fields).toContainText(vacancy.title[lang]);
    // the phone calls, and nothing is shown for what was not sent
    await expect(fields.getByRole('link', { name: '+998 93 555 44 33' })).toHaveAttribute('href', 'tel:+998935554433');
    await expect(fields).not.toContainText('—');
    await page.context().close();
  });

  test(`${lang}: static texts are listed by page under their names, offices as titled rows, codes as words`, async ({
    browser,
  }) => {
    const t = TEXT[lang];
    const page = await staffPage(browser, lang);
    await page.goto(`/${lang}/adm/sc`);
    await atBothWidths(page, async () => {
      for (const name of t.pages) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(/about_intro|adsl_settings|company_name/);
    });
    await shoot(page, `after-static-list-${lang}`);

    const about = page.getByRole('region', { name: t.pages[1] });
    await about.getByRole('button', { name: `${t.edit}: ${t.intro}` }).click();
    await expect(page.getByRole('heading', { level: 2, name: `${t.editing}: ${t.intro}` })).toBeVisible();
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();

    await page
      .getByRole('region', { name: t.pages[2] })
      .getByRole('button', { name: `${t.edit}: ${t.offices}` })
      .click();
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('group', { name: 'Значение' }).or(page.getByRole('group', { name: 'Qiymat' })) });
    const rows = form.locator('details');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(3);
    for (const summary of await form.locator('summary').allInnerTexts()) expect(summary.trim()).not.toBe('');
    await expect(page.getByRole('main')).not.toContainText(/\bb2c\b|\bb2b\b|chilonzor/);
    // closed rows keep the long list short
    expect((await form.boundingBox())!.height).toBeLessThan(2000);
    await form.locator('summary').first().click();
    const group = page.getByLabel(t.group, { exact: true }).first();
    await expect(group.locator('option:checked')).toHaveText(t.home);
    await atBothWidths(page, async () => {
      await expect(form.locator('summary').first()).toBeVisible();
    });
    await shoot(page, `after-offices-${lang}`);

    // the audit names the static text and the request, not their keys and numbers alone
    await page.goto(`/${lang}/adm/audit`);
    const entries = page.getByTestId('admin-row');
    await expect(entries.filter({ hasText: t.intro }).first()).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('about_intro');
    await page.context().close();
  });
}
