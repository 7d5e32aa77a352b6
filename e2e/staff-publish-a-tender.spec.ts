import { expect, test } from '@playwright/test';
import { firstAdmin, loginViaUi, rowAction } from './helpers/admin';

const number = `T-${Date.now().toString(36)}`;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a tender created in the admin with an uploaded PDF is published on the tenders page, and its document downloads', async ({
  page,
}) => {
  const admin = firstAdmin();
  await loginViaUi(page, admin.email, admin.password);
  await page.goto('/rus/tenders'); // fill the page cache first, so the save must expire it
  await page.goto('/rus/adm/tenders');
  await page.getByRole('button', { name: 'Добавить' }).click();
  const both = async (label: string, rus: string, uzb: string) => {
    await page.getByLabel(`${label} (рус)`, { exact: true }).fill(rus);
    await page.getByLabel(`${label} (узб)`, { exact: true }).fill(uzb);
  };
  await page.getByLabel('Номер тендера', { exact: true }).fill(number);
  await both('Предмет закупки', 'Закупка оптического кабеля', 'Optik kabel xaridi');
  await both('Вид закупки', 'Открытый тендер', 'Ochiq tender');
  await both('Заказчик', 'ООО «Провайдер»', '«Provayder» MChJ');
  await both('Источник финансирования', 'Собственные средства', 'Oʻz mablagʻlari');
  await page.getByLabel('Дата публикации', { exact: true }).fill('20.11.2026');
  await page.getByLabel('Начало приёма заявок', { exact: true }).fill('21.11.2026');
  await page.getByLabel('Окончание приёма заявок', { exact: true }).fill('21.12.2026');
  await both('Описание лота', 'Кабель ОК-16, 20 км', 'OK-16 kabeli, 20 km');
  await page.getByLabel('Количество', { exact: true }).fill('20 км');
  await both('Срок поставки', '30 дней', '30 kun');
  await both('Условия поставки', 'Склад заказчика', 'Buyurtmachi ombori');
  await both('Контакты', 'tender@example.uz', 'tender@example.uz');
  await page
    .getByLabel(/Загрузить документ/)
    .setInputFiles({ name: 'Техническое задание.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('tender-file')).toHaveCount(1);
  await page.getByLabel('Подпись документа').fill('Техническое задание');
  await page.getByLabel('Активен', { exact: true }).check();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Изменения сохранены.' })).toBeVisible();
  await expect(page.getByTestId('admin-row').filter({ hasText: number })).toHaveCount(1);

  await page.goto('/rus/tenders');
  const card = page.getByRole('article').filter({ hasText: number });
  await expect(card.getByRole('heading', { name: 'Закупка оптического кабеля' })).toBeVisible();
  await expect(card).toContainText('20.11.2026');
  const link = card.getByRole('link', { name: 'Техническое задание' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/uploads\/tenders\/[0-9a-f]{32}\.pdf$/);
  const download = await page.request.get(href!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toContain('attachment');
  expect(
    Buffer.from(await download.body())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await page.goto('/uzb/tenders');
  await expect(
    page.getByRole('article').filter({ hasText: number }).getByRole('heading', { name: 'Optik kabel xaridi' }),
  ).toBeVisible();

  // Leave the demo content as the other specs expect it: no active tenders.
  await page.goto('/rus/adm/tenders');
  await rowAction(page.getByTestId('admin-row').filter({ hasText: number }), 'Удалить');
  // the admin's own dialog names the tender being deleted
  const confirm = page.getByRole('dialog', { name: 'Удалить «Закупка оптического кабеля»?' });
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Запись удалена.' })).toBeVisible();
  // Load both languages again: the server keeps rendered pages on disk across restarts, so the
  // next run (on a fresh database) must find the pages without this tender.
  for (const lang of ['rus', 'uzb']) {
    await page.goto(`/${lang}/tenders`);
    await expect(page.getByRole('article').filter({ hasText: number })).toHaveCount(0);
  }

  // Both changes are in the audit trail, found by the tender number in their data.
  await page.goto('/rus/adm/audit');
  await page.getByLabel('Поиск').fill(number);
  const rows = page.getByTestId('admin-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'создание' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'удаление' })).toHaveCount(1);
});
