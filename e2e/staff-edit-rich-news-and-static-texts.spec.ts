import { expect, test, type Page } from '@playwright/test';
import { firstAdmin, loginViaUi, rowAction } from './helpers/admin';

const stamp = Date.now().toString(36);

/** Opens the edit form of a static text by its name, under the page it appears on. */
async function openStatic(page: Page, name: string) {
  await page.goto('/rus/adm/sc');
  await page.getByRole('button', { name: `Изменить: ${name}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Изменение записи: ${name}` })).toBeVisible();
}

/** Opens the edit form of the first row of a section matching `row`; answers the row's id. */
async function openItem(page: Page, section: string, row?: string) {
  await page.goto(`/rus/adm/${section}`);
  if (row) await page.getByRole('searchbox', { name: 'Поиск' }).fill(row);
  const rows = page.getByTestId('admin-row');
  const target = (row ? rows.filter({ has: page.getByRole('cell', { name: row, exact: true }) }) : rows).first();
  const id = (await target.locator('td').first().innerText()).trim();
  await rowAction(target, 'Изменить');
  return id;
}

test.beforeEach(async ({ page }) => {
  const admin = firstAdmin();
  await loginViaUi(page, admin.email, admin.password);
});

test('bold text typed in the news editor is bold on the public news page, and previewed before saving', async ({
  page,
}) => {
  const id = await openItem(page, 'news');
  const editor = page.getByRole('textbox', { name: 'Текст (рус)' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  const bold = page.getByRole('toolbar', { name: 'Оформление текста' }).first().getByRole('button', { name: 'Жирный' });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type(`Важно ${stamp}`);
  await expect(page.getByTestId('preview-rus').locator('strong')).toHaveText(`Важно ${stamp}`);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Изменения сохранены.' })).toBeVisible();
  await page.goto(`/rus/news/${id}`);
  await expect(page.getByRole('main').locator('strong', { hasText: `Важно ${stamp}` })).toBeVisible();
});

test('a static text edited through its form shows on the public page', async ({ page }) => {
  await openStatic(page, 'Пояснение о TAS-IX');
  await page.getByLabel('Значение (рус)', { exact: true }).fill(`Трафик TAS-IX бесплатный ${stamp}`);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Изменения сохранены.' })).toBeVisible();
  await page.goto('/rus/internal_resources');
  await expect(page.getByRole('main')).toContainText(`Трафик TAS-IX бесплатный ${stamp}`);
});

test('a link the server refuses is named next to its field, and the form stays open with what was typed', async ({
  page,
}) => {
  await openStatic(page, 'Сайты TAS-IX');
  const second = page.getByRole('group', { name: 'Значение' }).getByRole('listitem').nth(1);
  // each site is a closed row titled by its name
  await second.locator('summary').click();
  const url = second.getByLabel('Ссылка', { exact: true });
  await url.fill('не ссылка');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(url).toHaveAccessibleDescription('Введите корректную ссылку.');
  await expect(url).toHaveValue('не ссылка');
  await expect(page.getByRole('status').filter({ hasText: 'Изменения сохранены.' })).toHaveCount(0);
});
