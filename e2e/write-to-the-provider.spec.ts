import { expect } from '@playwright/test';
import { sendWithCaptcha } from './helpers/captcha';
import { testInEachLanguage } from './helpers/each-language';

const TEXT = {
  rus: {
    name: 'Имя',
    phone: 'Телефон',
    address: 'Адрес',
    district: 'Район',
    street: 'Улица',
    house: 'Дом',
    message: 'Сообщение',
    submit: 'Отправить',
    phoneError: 'Неверный формат. Номер вводится как +998 XX XXX XX XX.',
    done: 'Спасибо! Сообщение отправлено',
    callCenter: 'Колл-центр',
    b2b: 'Корпоративные продажи (B2B)',
  },
  uzb: {
    name: 'Ism',
    phone: 'Telefon',
    address: 'Manzil',
    district: 'Tuman',
    street: 'Koʻcha',
    house: 'Uy',
    message: 'Xabar',
    submit: 'Yuborish',
    phoneError: 'Notoʻgʻri format. Raqam +998 XX XXX XX XX koʻrinishida kiritiladi.',
    done: 'Rahmat! Xabar yuborildi',
    callCenter: 'Call-markaz',
    b2b: 'Korporativ savdo (B2B)',
  },
} as const;

testInEachLanguage(
  'a visitor finds the offices and writes to the provider',
  TEXT,
  '/contacts',
  async (page, t, lang) => {
    await expect(page.getByRole('heading', { name: t.callCenter })).toBeVisible();
    await expect(page.getByRole('heading', { name: t.b2b })).toBeVisible();
    await expect(page.getByRole('main').locator('a[href^="tel:"]').first()).toBeVisible();

    await page.getByLabel(t.name, { exact: true }).fill('Aziza');
    await page.getByLabel(t.phone, { exact: true }).fill('123');
    // SPEC §3: the address as district, street, house (and apartment), as in a connection request
    const address = page.getByRole('group', { name: t.address });
    await address.getByLabel(t.district, { exact: true }).fill('Chilonzor');
    await address.getByLabel(t.street, { exact: true }).fill('9-kvartal');
    await address.getByLabel(t.house, { exact: true }).fill('5');
    await page.getByLabel(t.message, { exact: true }).fill('Internet tezligi haqida savol');
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page.getByText(t.phoneError)).toBeVisible();

    await page.getByLabel(t.phone, { exact: true }).fill('90 123 45 67');
    await sendWithCaptcha(page, lang, t.submit, t.done);
  },
);
