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
    street: 'Улица',
    house: 'Номер дома',
    block: 'Чиланзар, 9-квартал',
    blockTyped: 'чиланзар, 19',
    otherBlock: 'Чиланзар, 19-квартал',
    connect: 'Подключить',
    notify: 'Сообщить о подключении',
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
    more: 'Qoʻshimcha (ixtiyoriy)',
    district: 'Tuman',
    districtName: 'Chilonzor tumani',
    choose: 'Tumanni tanlang',
    street: 'Koʻcha',
    house: 'Uy raqami',
    block: 'Chilonzor, 9-mavze',
    blockTyped: 'chilonzor, 19',
    otherBlock: 'Chilonzor, 19-mavze',
    connect: 'Ulanish',
    notify: 'Ulanganda xabar berish',
    inCoverage: 'Siz tarmogʻimiz qamrov hududidasiz',
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
    const street = page.getByLabel(t.street, { exact: true });
    const house = page.getByLabel(t.house, { exact: true });

    // choosing the district lists no house yet; the street field suggests the district's streets, in natural order
    await expect(page.getByRole('row')).toHaveCount(0);
    await expect(page.locator(`#coverage-streets option[value="${t.otherBlock}"]`)).toHaveCount(1);
    const suggested = await page
      .locator('#coverage-streets option')
      .evaluateAll((o) => o.map((x) => x.getAttribute('value')));
    expect(suggested.indexOf(t.block)).toBeGreaterThanOrEqual(0);
    expect(suggested.indexOf(t.block)).toBeLessThan(suggested.indexOf(t.otherBlock));

    // a part of the street's name lists its houses only, in natural order (10 after 8, not after 1)
    await street.fill(t.blockTyped);
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows.locator('td:nth-child(2)')).toHaveText(['2', '4', '6', '8', '10', '12A', '14']);
    await expect(rows.locator('td:nth-child(1)').first()).toHaveText(t.otherBlock);

    // street and number find one house; an address reached by ADSL only offers to be told, quietly
    await street.fill(t.block);
    await house.fill('6');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('ADSL');
    await expect(rows.first().getByRole('button', { name: t.connect })).toHaveCount(0);
    await rows.first().getByRole('button', { name: t.notify }).click();
    await expect(page.getByRole('heading', { name: t.notFound })).toBeVisible();
    await page.getByRole('button', { name: t.recheck }).click();
    await expect(house).toHaveValue('');
    await expect(house).toBeFocused();

    // a served house: 'Подключить' is its one action and opens the request with the address
    await house.fill('1');
    await expect(rows.locator('td:nth-child(2)')).toHaveText(['1', '10', '11', '12']);
    await rows.filter({ hasText: 'FTTx' }).first().getByRole('button', { name: t.connect }).click();

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
    await expect(page.getByText(t.inCoverage)).toBeVisible();
    await expect(page.getByRole('button', { name: t.continue })).toBeVisible();
  },
);

test('a district and street chosen before the page became interactive are kept, and the houses show', async ({
  page,
}) => {
  const release = await holdPageScripts(page);
  await page.goto('/rus/coverage_area', { waitUntil: 'domcontentloaded' });
  await page.getByLabel(TEXT.rus.district, { exact: true }).selectOption({ label: TEXT.rus.districtName });
  await page.getByLabel(TEXT.rus.street, { exact: true }).fill(TEXT.rus.block);
  release();
  await expect(page.getByRole('row').filter({ hasText: 'FTTx' }).first()).toBeVisible();
  await expect(page.getByLabel(TEXT.rus.district, { exact: true })).toHaveValue(TEXT.rus.districtName);
  await expect(page.getByLabel(TEXT.rus.street, { exact: true })).toHaveValue(TEXT.rus.block);
});
