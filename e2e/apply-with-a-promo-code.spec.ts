import { expect, type Locator } from '@playwright/test';
import { solveCaptcha } from './helpers/captcha';
import { testInEachLanguage } from './helpers/each-language';

const TEXT = {
  rus: {
    connect: /^Подключить тариф/,
    dialog: 'Заявка на подключение',
    name: 'Имя',
    phone: 'Телефон',
    district: 'Район',
    street: 'Улица',
    house: 'Дом',
    more: 'Дополнительно (необязательно)',
    promo: 'Промокод (необязательно)',
    submit: 'Отправить заявку',
    expired: 'Срок действия промокода истёк.',
    unknown: 'Такого промокода нет.',
    done: 'в течение 24 часов',
  },
  uzb: {
    connect: /tarifiga ulanish$/,
    dialog: 'Ulanish uchun ariza',
    name: 'Ism',
    phone: 'Telefon',
    district: 'Tuman',
    street: 'Koʻcha',
    house: 'Uy',
    more: 'Qoʻshimcha (ixtiyoriy)',
    promo: 'Promokod (ixtiyoriy)',
    submit: 'Arizani yuborish',
    expired: 'Promokodning amal qilish muddati tugagan.',
    unknown: 'Bunday promokod yoʻq.',
    done: '24 soat ichida',
  },
} as const;

async function send(dialog: Locator, lang: 'rus' | 'uzb', submit: string) {
  await solveCaptcha(dialog.page(), lang, dialog);
  await dialog.getByRole('button', { name: submit }).click();
}

testInEachLanguage(
  'an expired or unknown promo code is refused under the promo field, and the request goes once it is cleared',
  TEXT,
  '/tariff',
  async (page, t, lang) => {
    await page.getByRole('button', { name: t.connect }).first().click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await dialog.getByLabel(t.name, { exact: true }).fill('Dilnoza');
    await dialog.getByLabel(t.phone, { exact: true }).fill('901112233');
    await dialog.getByLabel(t.district, { exact: true }).fill('Chilonzor');
    await dialog.getByLabel(t.street, { exact: true }).fill('Bunyodkor');
    await dialog.getByLabel(t.house, { exact: true }).fill('7');
    await dialog.getByText(t.more).click();
    const promo = dialog.getByLabel(t.promo);

    // the request itself is refused, without the optional 'check' button ever being pressed
    await promo.fill('OLDPROMO');
    await send(dialog, lang, t.submit);
    await expect(promo).toHaveAccessibleDescription(t.expired);
    await expect(promo).toHaveAttribute('aria-invalid', 'true');

    await promo.fill('NOSUCHCODE');
    await send(dialog, lang, t.submit);
    await expect(promo).toHaveAccessibleDescription(t.unknown);

    await promo.fill('');
    await send(dialog, lang, t.submit);
    await expect(dialog.getByRole('status').filter({ hasText: t.done })).toBeVisible();
  },
);
