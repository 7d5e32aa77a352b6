import { expect, test, type Page } from '@playwright/test';
import { firstAdmin, loginViaUi, publicCall } from './helpers/admin';

const stamp = Date.now().toString(36);

/** Opens a section, edits the first row matching `row`, fills both languages of a text field and saves. */
async function editItem(page: Page, section: string, row: string | RegExp, label: string, rus: string, uzb: string) {
  await page.goto(`/rus/adm/${section}`);
  await page.getByTestId('admin-row').filter({ hasText: row }).first().getByRole('button', { name: 'Изменить' }).click();
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

test('a menu item edited in the admin shows in the public header on the next load, in both languages', async ({ page }) => {
  await page.goto('/rus'); // fill the page cache first, so the edit must expire it
  await editItem(page, 'navbar', 'Тарифы', 'Заголовок', `Тарифы ${stamp}`, `Tariflar ${stamp}`);
  await page.goto('/rus');
  await expect(page.getByRole('banner').getByRole('link', { name: `Тарифы ${stamp}` }).first()).toBeAttached();
  await page.goto('/uzb');
  await expect(page.getByRole('banner').getByRole('link', { name: `Tariflar ${stamp}` }).first()).toBeAttached();
});

test('a slide edited in the admin shows in the main slider on the next load, in both languages', async ({ page }) => {
  await page.goto('/uzb');
  await editItem(page, 'slider', 'Бесплатные ночи', 'Заголовок', `Ночи ${stamp}`, `Tunlar ${stamp}`);
  await page.goto('/rus');
  await expect(page.locator('main')).toContainText(`Ночи ${stamp}`);
  await page.goto('/uzb');
  await expect(page.locator('main')).toContainText(`Tunlar ${stamp}`);
});

test('a FAQ entry and a news item edited in the admin are served by the public reads at once, in both languages', async ({ page }) => {
  await publicCall(page, '/api/v1/faq/rus');
  const faqRow = page.getByTestId('admin-row');
  await page.goto('/rus/adm/faq');
  const firstQuestion = (await faqRow.first().locator('td').nth(1).innerText()).trim();
  await editItem(page, 'faq', firstQuestion, 'Вопрос', `Вопрос ${stamp}?`, `Savol ${stamp}?`);
  expect(JSON.stringify(await publicCall(page, '/api/v1/faq/rus'))).toContain(`Вопрос ${stamp}?`);
  expect(JSON.stringify(await publicCall(page, '/api/v1/faq/uzb'))).toContain(`Savol ${stamp}?`);

  await publicCall(page, '/api/v1/news/rus');
  await page.goto('/rus/adm/news');
  const firstTitle = (await faqRow.first().locator('td').nth(1).innerText()).trim();
  await editItem(page, 'news', firstTitle, 'Заголовок', `Новость ${stamp}`, `Yangilik ${stamp}`);
  expect(JSON.stringify(await publicCall(page, '/api/v1/news/rus'))).toContain(`Новость ${stamp}`);
  expect(JSON.stringify(await publicCall(page, '/api/v1/news/uzb'))).toContain(`Yangilik ${stamp}`);
});
