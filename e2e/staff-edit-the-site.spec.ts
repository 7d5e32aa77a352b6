import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createAccount, firstAdmin, loginViaUi, publicCall } from './helpers/admin';

const stamp = Date.now().toString(36);

/** Opens a section, edits the first row matching `row`, fills both languages of a text field and saves. */
async function editItem(page: Page, section: string, row: string | RegExp, label: string, rus: string, uzb: string) {
  await page.goto(`/rus/adm/${section}`);
  await page
    .getByTestId('admin-row')
    .filter({ hasText: row })
    .first()
    .getByRole('button', { name: 'Изменить' })
    .click();
  await page.getByLabel(`${label} (рус)`, { exact: true }).fill(rus);
  await page.getByLabel(`${label} (узб)`, { exact: true }).fill(uzb);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Изменения сохранены.' })).toBeVisible();
  await expect(page.getByTestId('admin-row').filter({ hasText: rus })).toHaveCount(1);
}

test.beforeEach(async ({ page }) => {
  const admin = firstAdmin();
  await loginViaUi(page, admin.email, admin.password);
});

test('a menu item edited in the admin shows in the public header on the next load, in both languages', async ({
  page,
}) => {
  await page.goto('/rus'); // fill the page cache first, so the edit must expire it
  await editItem(page, 'navbar', 'Тарифы', 'Заголовок', `Тарифы ${stamp}`, `Tariflar ${stamp}`);
  await page.goto('/rus');
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: `Тарифы ${stamp}` })
      .first(),
  ).toBeAttached();
  await page.goto('/uzb');
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: `Tariflar ${stamp}` })
      .first(),
  ).toBeAttached();
});

test('a slide edited in the admin shows in the main slider on the next load, in both languages', async ({ page }) => {
  await page.goto('/uzb');
  await editItem(page, 'slider', 'Бесплатные ночи', 'Заголовок', `Ночи ${stamp}`, `Tunlar ${stamp}`);
  await page.goto('/rus');
  await expect(page.locator('main')).toContainText(`Ночи ${stamp}`);
  await page.goto('/uzb');
  await expect(page.locator('main')).toContainText(`Tunlar ${stamp}`);
});

test('a FAQ entry and a news item edited in the admin show on the public pages on the next load, in both languages', async ({
  page,
}) => {
  for (const path of ['/rus/faq', '/uzb/faq', '/rus/news', '/uzb/news']) await page.goto(path); // fill the page cache first
  const row = page.getByTestId('admin-row');
  await page.goto('/rus/adm/faq');
  const firstQuestion = (await row.first().locator('td').nth(1).innerText()).trim();
  await editItem(page, 'faq', firstQuestion, 'Вопрос', `Вопрос ${stamp}?`, `Savol ${stamp}?`);
  await page.goto('/rus/faq');
  await expect(page.getByRole('main')).toContainText(`Вопрос ${stamp}?`);
  await page.goto('/uzb/faq');
  await expect(page.getByRole('main')).toContainText(`Savol ${stamp}?`);

  await page.goto('/rus/adm/news');
  const firstTitle = (await row.first().locator('td').nth(1).innerText()).trim();
  await editItem(page, 'news', firstTitle, 'Заголовок', `Новость ${stamp}`, `Yangilik ${stamp}`);
  await page.goto('/rus/news');
  await expect(page.getByRole('main')).toContainText(`Новость ${stamp}`);
  await page.goto('/uzb/news');
  await expect(page.getByRole('main')).toContainText(`Yangilik ${stamp}`);
  // the API reads share the same tagged cache
  expect(JSON.stringify(await publicCall(page, '/api/v1/faq/rus'))).toContain(`Вопрос ${stamp}?`);
});

test('hiding a menu item and uploading a slide image take effect on the public page', async ({ page }) => {
  await page.goto('/rus/adm/navbar');
  await page
    .getByTestId('admin-row')
    .filter({ hasText: 'Контакты' })
    .getByRole('button', { name: 'Показывать: вкл/выкл' })
    .click();
  await expect(page.getByTestId('admin-row').filter({ hasText: 'Контакты' })).toContainText('нет');
  await page.goto('/rus');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Контакты', exact: true })).toHaveCount(0);

  const png = await sharp({ create: { width: 1800, height: 500, channels: 3, background: '#00a3e0' } })
    .png()
    .toBuffer();
  await page.goto('/rus/adm/slider');
  await page
    .getByTestId('admin-row')
    .filter({ hasText: 'Главный слайдер' })
    .first()
    .getByRole('button', { name: 'Изменить' })
    .click();
  // the slide's main picture is the first image field (the second is its optional phone picture)
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: png });
  const image = page.getByLabel('Изображение', { exact: true });
  await expect(image).toHaveValue(/^\/uploads\/images\/[0-9a-f]{32}\.webp$/);
  const path = await image.inputValue();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Изменения сохранены.' })).toBeVisible();
  await page.goto('/rus');
  const shown = page.locator(`main img[src*="${path.split('/').pop()}"]`).first();
  await expect(shown).toBeAttached();
  expect((await page.request.get((await shown.getAttribute('src'))!)).status()).toBe(200);
  const served = await page.request.get(path);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
});

const TIME = /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/;

/** The text of one column of the table's rows, found by its header. */
async function column(page: Page, header: string): Promise<string[]> {
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === header);
  expect(index, header).toBeGreaterThanOrEqual(0);
  return (
    await page
      .getByTestId('admin-row')
      .locator(`td:nth-child(${index + 1})`)
      .allInnerTexts()
  ).map((t) => t.trim());
}

test('times show as dd.mm.yyyy hh:mm in Tashkent time, and a publish time is typed that way', async ({ page }) => {
  await page.goto('/rus/adm/news');
  const times = await column(page, 'Дата и время публикации (по Ташкенту)');
  expect(times.length).toBeGreaterThan(0);
  for (const time of times) expect(time).toMatch(TIME);
  const last = page.getByTestId('admin-row').last();
  await last.getByRole('button', { name: 'Изменить' }).click();
  const input = page.getByLabel('Дата и время публикации (по Ташкенту)', { exact: true });
  await expect(input).toHaveAttribute('placeholder', 'дд.мм.гггг чч:мм');
  await expect(input).toHaveValue(TIME);
  await input.fill('31.02.2020 09:30');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Введите корректную дату.')).toBeVisible();
  await input.fill('01.02.2020 09:30');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Изменения сохранены.' })).toBeVisible();
  // the list is paged: the search finds the item by the time as shown
  await page.getByLabel('Поиск').fill('01.02.2020 09:30');
  await expect(page.getByTestId('admin-row')).toHaveCount(1);
  expect(await column(page, 'Дата и время публикации (по Ташкенту)')).toEqual(['01.02.2020 09:30']);

  await page.goto('/rus/adm/audit');
  const when = await column(page, 'Когда');
  expect(when.length).toBeGreaterThan(0);
  for (const time of when) expect(time).toMatch(TIME);
});

test('lists name slider types, sections, districts and technologies instead of codes, with thumbnails', async ({
  page,
}) => {
  await page.goto('/rus/adm/slider');
  const types = await column(page, 'Тип слайдера');
  expect(types).toContain('Главный слайдер');
  expect(types.filter((t) => ['main', 'footer', 'corp'].includes(t))).toEqual([]);
  await expect(page.getByTestId('admin-row').first().getByRole('img', { name: 'Изображение' })).toBeVisible();

  await page.goto('/rus/adm/users');
  const rights = (await column(page, 'Разделы')).join(', ');
  expect(rights).toContain('Зона покрытия');
  expect(rights).not.toMatch(/\b(ca|faq|footer|vacancy)\b/);

  await page.goto('/rus/adm/ca');
  const districts = await column(page, 'Район');
  expect(districts.length).toBeGreaterThan(0);
  for (const district of districts) expect(district).toMatch(/\p{L}{3}/u);
  expect((await column(page, 'Технология')).filter((t) => ['FTTx', 'GPON', 'ADSL'].includes(t)).length).toBeGreaterThan(
    0,
  );
});

test('↑ is off on the first item and ↓ on the last, and deleting asks in the admin dialog naming the item', async ({
  page,
}) => {
  await page.goto('/rus/adm/faq');
  const rows = page.getByTestId('admin-row');
  await expect(rows.first().getByRole('button', { name: /^Выше #/ })).toBeDisabled();
  await expect(rows.first().getByRole('button', { name: /^Ниже #/ })).toBeEnabled();
  await expect(rows.last().getByRole('button', { name: /^Ниже #/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Выше #/, disabled: true })).toHaveCount(1);

  const question = (await column(page, 'Вопрос')).at(-1)!;
  let browserConfirm = false;
  page.on('dialog', (native) => {
    browserConfirm = true;
    void native.dismiss();
  });
  await rows.last().getByRole('button', { name: 'Удалить' }).click();
  const dialog = page.getByRole('dialog', { name: `Удалить «${question}»?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows.filter({ hasText: question })).toHaveCount(1);
  await rows.last().getByRole('button', { name: 'Удалить' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Запись удалена.' })).toBeVisible();
  await expect(rows.filter({ hasText: question })).toHaveCount(0);
  expect(browserConfirm).toBe(false);
});

test('the admin in Uzbek shows the content in Uzbek', async ({ page }) => {
  await page.goto('/uzb/adm/faq');
  await expect(page.getByLabel('Jadval tili')).toHaveValue('uzb');
  const uzbek = await column(page, 'Savol');
  await page.goto('/rus/adm/faq');
  await expect(page.getByLabel('Язык таблицы')).toHaveValue('rus');
  const russian = await column(page, 'Вопрос');
  expect(uzbek[0]).not.toBe(russian[0]);
  await page.goto('/uzb/faq');
  await expect(page.getByRole('main')).toContainText(uzbek[0]!.replace(/…$/, ''));
});

test('a role is changed with one select and a confirmation in the admin dialog', async ({ page }) => {
  const email = `role.${stamp}@example.com`;
  await createAccount(page, email, 'hr');
  await page.goto('/rus/adm/users');
  await expect(page.getByRole('button', { name: 'Сменить роль' })).toHaveCount(0);
  const row = page.getByTestId('admin-row').filter({ hasText: email });
  await row.getByLabel('Роль').selectOption('marketing');
  const dialog = page.getByRole('dialog', { name: `Сменить роль ${email} на «Маркетинг»?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Сменить роль' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Учётная запись обновлена.' })).toBeVisible();
  await expect(row.getByLabel('Роль')).toHaveValue('marketing');
  await expect(row).toContainText('Новости');
});
