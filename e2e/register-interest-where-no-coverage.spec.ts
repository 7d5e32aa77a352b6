import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { firstAdmin, loginViaUi } from './helpers/admin';
import { solveCaptcha } from './helpers/captcha';

const TEXT = {
  rus: {
    district: 'Район',
    districtName: 'Чиланзарский район',
    building: 'Номер дома',
    searchStreet: 'Улица',
    notFound: 'Не нашли свой адрес?',
    form: 'Сообщите, когда сеть придёт',
    name: 'Имя',
    phone: 'Телефон',
    street: 'Улица',
    house: 'Дом',
    submit: 'Сообщить мне',
    done: 'Мы позвоним, когда сеть дойдёт',
    list: 'Ждут подключения',
    count: 'Заявок: 1',
    apply: 'Показать',
    export: 'Скачать CSV',
    header: 'Район,Улица,Дом,Заявок на дом,Имя,Телефон,Оставлена,Сеть пришла',
    file: 'CSV-файл',
    check: 'Проверить',
    import: 'Импортировать',
    imported: 'Импортировано адресов: 1.',
    nowCovered: 'Сеть пришла:',
  },
  uzb: {
    district: 'Tuman',
    districtName: 'Chilonzor tumani',
    building: 'Uy raqami',
    searchStreet: 'Koʻcha',
    notFound: 'Manzilingizni topmadingizmi?',
    form: 'Tarmoq kelganda xabar bering',
    name: 'Ism',
    phone: 'Telefon',
    street: 'Koʻcha',
    house: 'Uy',
    submit: 'Menga xabar bering',
    done: 'Tarmoq uyingizga yetib kelganda qoʻngʻiroq qilamiz',
    list: 'Ulanishni kutayotganlar',
    count: 'Arizalar: 1',
    apply: 'Koʻrsatish',
    export: 'CSV yuklab olish',
    header: 'Tuman,Koʻcha,Uy,Uyga arizalar,Ism,Telefon,Qoldirilgan,Tarmoq yetib kelgan',
    file: 'CSV fayl',
    check: 'Tekshirish',
    import: 'Import qilish',
    imported: 'Import qilingan manzillar: 1.',
    nowCovered: 'Tarmoq yetib keldi:',
  },
} as const;

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const expectAccessible = async (page: Page) =>
  expect((await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations).toEqual([]);

for (const lang of ['rus', 'uzb'] as const) {
  test(`${lang}: interest left at an uncovered address reaches the admin list and is marked 'now covered' by an import`, async ({
    browser,
    page,
  }) => {
    const t = TEXT[lang];
    // a street of this run alone, so a repeated run starts from a building nobody asked for
    const street = `E2E ${lang} ${Date.now()}`;
    await page.goto(`/${lang}/coverage_area`);
    await page.getByLabel(t.district, { exact: true }).selectOption({ label: t.districtName });
    await page.getByLabel(t.searchStreet, { exact: true }).fill(street);
    await page.getByLabel(t.building, { exact: true }).fill('777');
    await expect(page.getByRole('heading', { name: t.notFound })).toBeVisible();

    // the form takes the district, the street and the house from the search
    const form = page.getByRole('region', { name: t.form });
    await expect(form.getByLabel(t.district, { exact: true })).toHaveValue(t.districtName);
    await expect(form.getByLabel(t.street, { exact: true })).toHaveValue(street);
    await expect(form.getByLabel(t.house, { exact: true })).toHaveValue('777');
    // one primary action: the form's own button
    await expect(page.getByRole('button', { name: 'Выбрать тариф и оставить заявку' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Tarif tanlash va ariza qoldirish' })).toHaveCount(0);
    await expectAccessible(page);
    await form.getByLabel(t.name, { exact: true }).fill('Umid');
    await form.getByLabel(t.phone, { exact: true }).fill('90 765 43 21');
    await form.getByLabel(t.street, { exact: true }).fill('');
    await form.getByRole('button', { name: t.submit }).click();
    await expect(form.getByText(lang === 'rus' ? 'Обязательное поле.' : 'Majburiy maydon.')).toBeVisible();
    await form.getByLabel(t.street, { exact: true }).fill(street);
    await solveCaptcha(page, lang, form);
    await form.getByRole('button', { name: t.submit }).click();
    await expect(form.getByRole('status').filter({ hasText: t.done })).toBeVisible();

    const context = await browser.newContext();
    const staff = await context.newPage();
    const admin = firstAdmin();
    await loginViaUi(staff, admin.email, admin.password, lang);
    await staff.getByRole('navigation').getByRole('link', { name: t.list }).first().click();
    await expect(staff.getByRole('heading', { level: 1, name: t.list })).toBeVisible();
    const building = staff.getByRole('listitem').filter({ hasText: `${street}, 777` });
    await expect(building).toContainText(t.count);
    await expect(building).not.toContainText(t.nowCovered);

    // the district filter keeps the building; the export holds it under the admin's column names
    const option = staff.locator('#interest-district option', { hasText: /Чиланзар|Chilonzor/ });
    await staff.locator('#interest-district').selectOption((await option.getAttribute('value'))!);
    await staff.getByRole('button', { name: t.apply }).click();
    await expect(staff).toHaveURL(/district=/);
    await expect(building).toBeVisible();
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('link', { name: t.export }).click(),
    ]);
    const csv = fs.readFileSync((await download.path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString('utf8').slice(1).split('\r\n')[0]).toBe(t.header);
    expect(csv.toString('utf8')).toContain(`${street},777,1,Umid`);

    // a coverage import reaches the building: its people are to be called first
    await staff.goto(`/${lang}/adm/ca`);
    const row = `Ташкент,Чиланзарский район,${street},${street},777,да,FTTx`;
    await staff.getByLabel(t.file, { exact: true }).setInputFiles({
      name: 'coverage.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`region,district,street_rus,street_uzb,building,in_coverage,technology\n${row}\n`),
    });
    await staff.getByRole('button', { name: t.check }).click();
    await staff.getByRole('button', { name: t.import }).click();
    await expect(staff.getByText(t.imported).first()).toBeVisible();
    await staff.goto(`/${lang}/adm/interest`);
    const first = staff.locator('main ol > li').first();
    await expect(first).toContainText(`${street}, 777`);
    await expect(first).toContainText(t.nowCovered);
    await expectAccessible(staff);
    await context.close();
  });
}
