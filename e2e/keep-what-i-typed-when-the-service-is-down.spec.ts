/**
 * Issue #30: while the database is down the API answers a form with the 503 envelope. The visitor's
 * form keeps every field, says the service is briefly unavailable, and sends again when asked; a
 * connection request sent again carries the same Idempotency-Key (the server then stores it once,
 * tests/integration/database-outage.test.ts). The 503 is played here by the browser's network layer.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import rus from '../messages/rus.json' with { type: 'json' };
import uzb from '../messages/uzb.json' with { type: 'json' };
import { solveCaptcha } from './helpers/captcha';
import { fillRequestForm } from './helpers/inbox-submit';
import { hydrated } from './helpers/hydrated';

// The calls of the two forms, whatever query (the language) they carry.
const CONTACT = /\/api\/v1\/contact\/with\/us(\?|$)/;
const REQUEST = /\/api\/v1\/billing\/online_request(\?|$)/;
// The connection request's texts, asked for when it first opens.
const REQUEST_TEXTS = /\/api\/v1\/texts\/rus\/connection_request(\?|$)/;

/** Answers the form's call as the API does while the database is down. */
function answerUnavailable(messages: typeof rus | typeof uzb) {
  return (route: Route) =>
    route.fulfill({
      status: 503,
      headers: { 'retry-after': '30', 'cache-control': 'private, no-store' },
      contentType: 'application/json',
      body: JSON.stringify({ status: 'error', error: { code: 'unavailable', ...messages.Errors.unavailable } }),
    });
}

async function fillContactForm(page: Page) {
  await page.getByLabel('Имя', { exact: true }).fill('Гульнора');
  await page.getByLabel('Телефон', { exact: true }).fill('90 123 45 67');
  const address = page.getByRole('group', { name: 'Адрес' });
  await address.getByLabel('Район', { exact: true }).fill('Chilonzor');
  await address.getByLabel('Улица', { exact: true }).fill('9-kvartal');
  await address.getByLabel('Дом', { exact: true }).fill('5');
  await page.getByLabel('Сообщение', { exact: true }).fill('Пропал интернет в подъезде');
}

test('the contact form keeps every field on a 503, says why, and sends when tried again', async ({ page }) => {
  await page.goto('/rus/contacts');
  await fillContactForm(page);
  await page.route(CONTACT, answerUnavailable(rus));
  await solveCaptcha(page, 'rus');
  await page.getByRole('button', { name: 'Отправить', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: rus.Errors.unavailable.message })).toBeVisible();
  await expect(page.getByLabel('Имя', { exact: true })).toHaveValue('Гульнора');
  await expect(page.getByRole('group', { name: 'Адрес' }).getByLabel('Дом', { exact: true })).toHaveValue('5');
  await expect(page.getByLabel('Сообщение', { exact: true })).toHaveValue('Пропал интернет в подъезде');

  await page.unroute(CONTACT);
  await solveCaptcha(page, 'rus');
  await page.getByRole('button', { name: 'Отправить', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Спасибо! Сообщение отправлено' })).toBeVisible();
});

test('a connection request sent again after a 503 carries the same Idempotency-Key', async ({ page }) => {
  const keys: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/v1/billing/online_request')) keys.push(req.headers()['idempotency-key'] ?? '');
  });
  const dialog = await fillRequestForm(page, 'Dilnoza');
  await page.route(REQUEST, answerUnavailable(uzb));
  await solveCaptcha(page, 'uzb', dialog);
  await dialog.getByRole('button', { name: 'Arizani yuborish' }).click();
  await expect(page.getByRole('alert').filter({ hasText: uzb.Errors.unavailable.message })).toBeVisible();
  await expect(dialog.getByLabel('Ism', { exact: true })).toHaveValue('Dilnoza');

  await page.unroute(REQUEST);
  await solveCaptcha(page, 'uzb', dialog);
  await dialog.getByRole('button', { name: 'Arizani yuborish' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: '24 soat ichida' })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/.{8,}/);
  expect(keys[1]).toBe(keys[0]);
});

test('a connection request whose texts cannot be loaded says the service is unavailable, and opens when asked again', async ({
  page,
}) => {
  await page.goto('/rus/tariff');
  await page.route(REQUEST_TEXTS, answerUnavailable(rus));
  const connect = page.getByRole('button', { name: 'Подключить тариф Orange', exact: true });
  await hydrated(connect);
  await connect.click();
  await expect(page.getByRole('alert').filter({ hasText: rus.Errors.unavailable.message })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.unroute(REQUEST_TEXTS);
  await connect.click();
  const dialog = page.getByRole('dialog', { name: rus.ConnectionRequest.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`${rus.ConnectionRequest.tariff}: Orange`)).toBeVisible();
});
