/**
 * Issue #33 point 12: a connection request's page puts where it stands and its next step on top — one
 * choice that moves the work state and the visitor's tracker together, one save — above one timeline of
 * everything that happened to it; fields left empty are not shown, the phone calls and the e-mail writes.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BASE, firstAdmin, loginViaUi } from './helpers/admin';
import { formHeaders, solvedCaptcha, visitorIp } from '../tests/helpers/visitor-traffic.mjs';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const STAMP = Date.now().toString(36);
const SHOTS = process.env.SHOTS_DIR;

const TEXT = {
  rus: {
    next: 'Следующий шаг',
    action: 'Что сделать',
    take: 'Взять в работу',
    engineer: 'Назначить монтажника',
    closed: 'Закрыть без подключения',
    day: 'День выезда монтажника (дд.мм.гггг)',
    reason: 'Причина закрытия',
    save: 'Сохранить',
    saved: 'Заявка сохранена.',
    inProgress: 'В работе',
    done: 'Готово',
    workLine: 'Статус работы: В работе',
    assigned: 'Назначен монтажник',
    upcoming: 'впереди',
  },
  uzb: {
    next: 'Keyingi qadam',
    action: 'Nima qilish kerak',
    take: 'Ishga olish',
    engineer: 'Usta tayinlash',
    closed: 'Ulanmasdan yopish',
    day: 'Usta boradigan kun (kk.oo.yyyy)',
    reason: 'Yopish sababi',
    save: 'Saqlash',
    saved: 'Ariza saqlandi.',
    inProgress: 'Jarayonda',
    done: 'Bajarildi',
    workLine: 'Ish holati: Jarayonda',
    assigned: 'Usta tayinlandi',
    upcoming: 'oldinda',
  },
} as const;

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** A request sent through the API as a visitor would, with a phone and an e-mail and no company. */
async function sendRequest(name: string, n: number): Promise<void> {
  const ip = visitorIp(n, 193);
  const res = await fetch(`${BASE}/api/v1/billing/online_request`, {
    method: 'POST',
    headers: formHeaders(ip, { 'idempotency-key': `move-${STAMP}-${n}` }),
    body: JSON.stringify({
      name,
      phone: '+998 90 123 45 67',
      email: `move.${STAMP}@example.com`,
      city: 'Tashkent',
      address: { district: 'Chilonzor', street: 'Bunyodkor', house: '7' },
      tariff: 'arbuz',
      altcha: await solvedCaptcha(BASE, ip),
    }),
  });
  expect(res.status).toBe(200);
}

/** Tomorrow's date as the admin types it (dd.mm.yyyy, Tashkent). */
function tomorrow(): string {
  const [y, m, d] = new Date(Date.now() + 29 * 3600_000).toISOString().slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

for (const lang of ['rus', 'uzb'] as const) {
  test(`${lang}: staff move a request on from its next step, and read one timeline`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = TEXT[lang];
    const name = `Move ${lang} ${STAMP}`;
    await sendRequest(name, lang === 'rus' ? 1 : 2);
    const admin = firstAdmin();
    await loginViaUi(page, admin.email, admin.password, lang);
    await page.goto(`/${lang}/adm/requests?q=${encodeURIComponent(name)}`);
    await page.getByTestId('inbox-row').filter({ hasText: name }).getByRole('link').first().click();

    // the next step comes first, above the request's fields
    const panel = page.getByRole('region', { name: t.next });
    const fields = page.getByTestId('item-fields');
    const panelTop = (await panel.boundingBox())!.y;
    expect(panelTop).toBeLessThan((await fields.boundingBox())!.y);
    await expect(panel.getByLabel(t.action, { exact: true }).locator('option:checked')).toHaveText(t.take);
    await expect(page.getByRole('button', { name: t.save, exact: true })).toHaveCount(1);
    // nothing is shown for what was not sent; the phone calls and the e-mail writes, the number on one line
    await expect(fields).not.toContainText('—');
    await expect(fields.getByRole('link', { name: '+998 90 123 45 67' })).toHaveAttribute('href', 'tel:+998901234567');
    await expect(fields.getByRole('link', { name: `move.${STAMP}@example.com` })).toHaveAttribute(
      'href',
      `mailto:move.${STAMP}@example.com`,
    );
    await expect(fields.getByRole('link', { name: '+998 90 123 45 67' }).locator('..')).toHaveCSS(
      'white-space',
      'nowrap',
    );
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    }
    await shoot(page, `after-request-${lang}-new`);
    await page.setViewportSize({ width: 1280, height: 800 });

    // one save takes it into work; the timeline says who did it
    await panel.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.saved }).first()).toBeVisible();
    const timeline = panel.getByTestId('timeline');
    await expect(timeline.getByRole('listitem').filter({ hasText: t.workLine })).toContainText(admin.email);
    await expect(page.getByTestId('request-state').locator('[data-status]')).toHaveText(t.inProgress);

    // the engineer's day is asked for before anything is saved, then the visitor's tracker moves with it
    await expect(panel.getByLabel(t.action, { exact: true }).locator('option:checked')).toHaveText(t.engineer);
    await panel.getByRole('button', { name: t.save, exact: true }).click();
    await expect(panel.getByLabel(t.day, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await panel.getByLabel(t.day, { exact: true }).fill(tomorrow());
    await panel.getByRole('button', { name: t.save, exact: true }).click();
    const assigned = timeline.getByRole('listitem').filter({ hasText: t.assigned });
    await expect(assigned).toContainText(tomorrow());
    await expect(assigned).not.toContainText(t.upcoming);

    // closing asks for the reason and finishes the work in the same save
    await panel.getByLabel(t.action, { exact: true }).selectOption({ label: t.closed });
    await panel.getByLabel(t.reason, { exact: true }).selectOption({ index: 3 });
    await panel.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByTestId('request-state').locator('[data-status]')).toHaveText(t.done);
    await expect(timeline).not.toContainText(t.upcoming);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    }
    await shoot(page, `after-request-${lang}-closed`);
  });
}
