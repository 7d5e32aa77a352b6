import { expect, test } from '@playwright/test';
import { solveCaptcha } from './helpers/captcha';
import { testInEachLanguage } from './helpers/each-language';
import { holdPageScripts } from './helpers/hold-scripts';

const TEXT = {
  rus: {
    region: 'Город',
    chooseRegion: 'Выберите регион',
    more: 'Дополнительно (необязательно)',
    district: 'Район',
    districtName: 'Чиланзарский район',
    choose: 'Выберите район',
    inCoverage: 'Вы в зоне охвата нашей сети',
    notFound: 'Не нашли свой адрес?',
    continue: 'Выбрать тариф и оставить заявку',
    recheck: 'Проверить ещё раз',
    dialog: 'Заявка на подключение',
    tariff: 'Тариф',
    name: 'Имя',
    phone: 'Телефон',
    promo: 'Промокод (необязательно)',
    poll: 'Откуда вы о нас узнали? (необязательно)',
    checkPromo: 'Проверить промокод',
    promoOk: 'Промокод действует.',
    submit: 'Отправить заявку',
    done: 'в течение 24 часов',
  },
  uzb: {
    region: 'Shahar',
    chooseRegion: 'Viloyatni tanlang',
    more: "Qo'shimcha (ixtiyoriy)",
    district: 'Tuman',
    districtName: 'Chilonzor tumani',
    choose: 'Tumanni tanlang',
    inCoverage: "Siz tarmog'imiz qamrov hududidasiz",
    notFound: 'Manzilingizni topmadingizmi?',
    continue: 'Tarif tanlash va ariza qoldirish',
    recheck: 'Qayta tekshirish',
    dialog: 'Ulanish uchun ariza',
    tariff: 'Tarif',
    name: 'Ism',
    phone: 'Telefon',
    promo: 'Promokod (ixtiyoriy)',
    poll: 'Biz haqimizda qayerdan bildingiz? (ixtiyoriy)',
    checkPromo: 'Promokodni tekshirish',
    promoOk: 'Promokod amal qiladi.',
    submit: 'Arizani yuborish',
    done: '24 soat ichida',
  },
} as const;

testInEachLanguage(
  'a visitor checks the address and applies for a connection',
  TEXT,
  '/coverage_area',
  async (page, t, lang) => {
    // SPEC §5: the region and district selectors start with an empty 'choose' option; the capital stays preselected
    const region = page.getByLabel(t.region, { exact: true });
    await expect(region.locator('option').first()).toHaveText(t.chooseRegion);
    await expect(region.locator('option').first()).toHaveAttribute('value', '');
    await expect(region).not.toHaveValue('');
    const district = page.getByLabel(t.district, { exact: true });
    await expect(district.locator('option').first()).toHaveText(t.choose);
    await expect(district.locator('option', { hasText: t.districtName })).toHaveCount(1);
    await district.selectOption({ label: t.districtName });

    // an address reached by ADSL only offers the re-check, ADSL and the request
    await page.getByRole('row').filter({ hasText: 'ADSL' }).first().getByRole('button').click();
    await expect(page.getByRole('heading', { name: t.notFound })).toBeVisible();
    await page.getByRole('button', { name: t.recheck }).click();

    await page.getByRole('row').filter({ hasText: 'FTTx' }).first().getByRole('button').click();
    await expect(page.getByText(t.inCoverage)).toBeVisible();
    await page.getByRole('button', { name: t.continue }).click();

    const dialog = page.getByRole('dialog', { name: t.dialog });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(t.tariff, { exact: true }).selectOption({ index: 1 });
    await dialog.getByLabel(t.name, { exact: true }).fill('Dilnoza');
    await dialog.getByLabel(t.phone, { exact: true }).fill('901112233');
    // only name, phone and address are in view; promo and poll are among the folded optional fields
    await expect(dialog.getByLabel(t.promo)).toBeHidden();
    await dialog.getByText(t.more).click();
    await dialog.getByLabel(t.promo).fill('WELCOME2026');
    await dialog.getByRole('button', { name: t.checkPromo }).click();
    await expect(dialog.getByText(t.promoOk)).toBeVisible();
    await dialog.getByLabel(t.poll).selectOption({ index: 1 });
    await solveCaptcha(page, lang, dialog);
    await dialog.getByRole('button', { name: t.submit }).dblclick();
    await expect(dialog.getByRole('status').filter({ hasText: t.done })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  },
);

test('a district chosen before the page became interactive is kept, and its addresses show', async ({ page }) => {
  const release = await holdPageScripts(page);
  await page.goto('/rus/coverage_area', { waitUntil: 'domcontentloaded' });
  await page.getByLabel(TEXT.rus.district, { exact: true }).selectOption({ label: TEXT.rus.districtName });
  release();
  await expect(page.getByRole('row').filter({ hasText: 'FTTx' }).first()).toBeVisible();
  await expect(page.getByLabel(TEXT.rus.district, { exact: true })).toHaveValue(TEXT.rus.districtName);
});
