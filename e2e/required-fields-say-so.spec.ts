import { expect, test, type Locator } from '@playwright/test';
import { hydrated } from './helpers/hydrated';

const TEXT = {
  rus: {
    required: 'Обязательное поле.',
    wrongPhone: 'Неверный формат.',
    name: 'Имя',
    phone: 'Телефон',
    send: 'Отправить',
    street: 'Улица',
    cvName: 'Имя и фамилия',
    cvSubmit: 'Отправить резюме',
    login: 'Логин',
    check: 'Проверить логин',
    connect: /^Подключить тариф/,
    dialog: 'Заявка на подключение',
    requestSubmit: 'Отправить заявку',
  },
  uzb: {
    required: 'Majburiy maydon.',
    wrongPhone: 'Notoʻgʻri format.',
    name: 'Ism',
    phone: 'Telefon',
    send: 'Yuborish',
    street: 'Koʻcha',
    cvName: 'Ism va familiya',
    cvSubmit: 'Rezyumeni yuborish',
    login: 'Login',
    check: 'Loginni tekshirish',
    connect: /tarifiga ulanish$/,
    dialog: 'Ulanish uchun ariza',
    requestSubmit: 'Arizani yuborish',
  },
} as const;

/**
 * The field's error as a screen reader hears it (the field's description: the hint, then the error).
 * A form loads its schema when first sent; on a busy machine the server may be in the middle of its
 * first background jobs then, so the first error is given longer to appear.
 */
const saysError = (field: Locator, text: string) =>
  expect(field).toHaveAccessibleDescription(new RegExp(`${text.replace(/[.+]/g, '\\$&')}`), { timeout: 30_000 });

for (const lang of ['rus', 'uzb'] as const) {
  test.describe(`${lang}: an empty required field says it is required; a wrong phone says the format is wrong`, () => {
    const t = TEXT[lang];

    test('contact form', async ({ page }) => {
      await page.goto(`/${lang}/contacts`);
      await hydrated(page.getByRole('button', { name: t.send, exact: true }));
      await page.getByRole('button', { name: t.send, exact: true }).click();
      await saysError(page.getByLabel(t.name, { exact: true }), t.required);
      await saysError(page.getByLabel(t.phone, { exact: true }), t.required);
      await saysError(page.getByLabel(t.street, { exact: true }), t.required);
      await page.getByLabel(t.phone, { exact: true }).fill('12345');
      await page.getByRole('button', { name: t.send, exact: true }).click();
      await saysError(page.getByLabel(t.phone, { exact: true }), t.wrongPhone);
      await expect(page.getByLabel(t.phone, { exact: true })).not.toHaveAccessibleDescription(new RegExp(t.required));
    });

    test('résumé form', async ({ page }) => {
      await page.goto(`/${lang}/vacancies`);
      await hydrated(page.getByRole('button', { name: t.cvSubmit, exact: true }));
      await page.getByRole('button', { name: t.cvSubmit, exact: true }).click();
      await saysError(page.getByLabel(t.cvName), t.required);
      await saysError(page.getByLabel(t.phone, { exact: true }), t.required);
      await page.getByLabel(t.phone, { exact: true }).fill('99 12');
      await page.getByRole('button', { name: t.cvSubmit, exact: true }).click();
      await saysError(page.getByLabel(t.phone, { exact: true }), t.wrongPhone);
    });

    test('payment login', async ({ page }) => {
      await page.goto(`/${lang}/payment`);
      // the page also has the cabinet's sign-in form with its own login field
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: t.check }) });
      await hydrated(form.getByRole('button', { name: t.check }));
      await form.getByRole('button', { name: t.check }).click();
      await saysError(form.getByLabel(t.login, { exact: true }), t.required);
    });

    test('connection request', async ({ page }) => {
      await page.goto(`/${lang}/tariff`);
      await page.getByRole('button', { name: t.connect }).first().click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      await dialog.getByRole('button', { name: t.requestSubmit }).click();
      await saysError(dialog.getByLabel(t.name, { exact: true }), t.required);
      await saysError(dialog.getByLabel(t.phone, { exact: true }), t.required);
      await saysError(dialog.getByLabel(t.street, { exact: true }), t.required);
      await dialog.getByLabel(t.phone, { exact: true }).fill('+7 999');
      await dialog.getByRole('button', { name: t.requestSubmit }).click();
      await saysError(dialog.getByLabel(t.phone, { exact: true }), t.wrongPhone);
    });
  });
}
