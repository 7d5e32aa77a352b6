import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { firstAdmin, loginViaUi, publicCall, rowAction } from './helpers/admin';

const stamp = Date.now().toString(36);

/** Opens a section, edits the first row matching `row`, fills both languages of a text field and saves. */
async function editItem(page: Page, section: string, row: string | RegExp, label: string, rus: string, uzb: string) {
  await page.goto(`/rus/adm/${section}`);
  await rowAction(page.getByTestId('admin-row').filter({ hasText: row }).first(), 'Изменить');
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
  await rowAction(page.getByTestId('admin-row').filter({ hasText: 'Контакты' }), 'Показывать: вкл/выкл');
  // the state is a badge that says it in words
  await expect(page.getByTestId('admin-row').filter({ hasText: 'Контакты' })).toContainText('Скрыто');
  await page.goto('/rus');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Контакты', exact: true })).toHaveCount(0);

  const png = await sharp({ create: { width: 1800, height: 500, channels: 3, background: '#00a3e0' } })
    .png()
    .toBuffer();
  await page.goto('/rus/adm/slider');
  await rowAction(page.getByTestId('admin-row').filter({ hasText: 'Главный слайдер' }).first(), 'Изменить');
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
