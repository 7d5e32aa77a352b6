/**
 * Issue #20, 'what made the admin area hard to use': one staff member works through the sections
 * signed in once (each login counts against the per-address login limit the whole e2e run shares).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, firstAdmin, loginViaUi, openRowMenu, rowAction } from './helpers/admin';

const stamp = Date.now().toString(36);
let page: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  // a context of our own: axe needs the page to come from browser.newContext()
  page = await (await browser.newContext()).newPage();
  const admin = firstAdmin();
  await loginViaUi(page, admin.email, admin.password);
});

test.afterAll(async () => {
  await page.context().close();
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

test('times show as dd.mm.yyyy hh:mm in Tashkent time, and a publish time is typed that way', async () => {
  await page.goto('/rus/adm/news');
  const times = await column(page, 'Дата и время публикации (по Ташкенту)');
  expect(times.length).toBeGreaterThan(0);
  for (const time of times) expect(time).toMatch(TIME);
  const last = page.getByTestId('admin-row').last();
  await rowAction(last, 'Изменить');
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

test('lists name slider types, sections, districts and technologies instead of codes, with thumbnails', async () => {
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

test('↑ is off on the first item and ↓ on the last, and deleting asks in the admin dialog naming the item', async () => {
  await page.goto('/rus/adm/faq');
  const rows = page.getByTestId('admin-row');
  await openRowMenu(rows.first());
  await expect(rows.first().getByRole('button', { name: /^Выше #/ })).toBeDisabled();
  await expect(rows.first().getByRole('button', { name: /^Ниже #/ })).toBeEnabled();
  await openRowMenu(rows.last());
  await expect(rows.last().getByRole('button', { name: /^Ниже #/ })).toBeDisabled();
  // every row's menu, opened or not
  await expect(page.getByRole('button', { name: /^Выше #/, disabled: true, includeHidden: true })).toHaveCount(1);

  const question = (await column(page, 'Вопрос')).at(-1)!;
  let browserConfirm = false;
  page.on('dialog', (native) => {
    browserConfirm = true;
    void native.dismiss();
  });
  await rowAction(rows.last(), 'Удалить');
  const dialog = page.getByRole('dialog', { name: `Удалить «${question}»?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows.filter({ hasText: question })).toHaveCount(1);
  await rowAction(rows.last(), 'Удалить');
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Запись удалена.' })).toBeVisible();
  await expect(rows.filter({ hasText: question })).toHaveCount(0);
  expect(browserConfirm).toBe(false);
});

test('the admin in Uzbek shows the content in Uzbek', async () => {
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

test('a role is changed with one select and a confirmation in the admin dialog', async () => {
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

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe's WCAG 2.2 A/AA findings of the page as it is now: rule and where. */
async function axe(where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the lists, the date input and the dialogs have no axe violations (WCAG 2.2 A/AA) at 1280 and 360 px', async () => {
  // Ten axe runs over full admin lists: more than the default minute on a loaded machine.
  test.setTimeout(180_000);
  const findings: string[] = [];
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/rus/adm/slider', '/uzb/adm/ca', '/rus/adm/users', '/uzb/adm/audit']) {
      await page.goto(path);
      findings.push(...(await axe(`${path} @${width}`)));
    }
    await page.goto('/uzb/adm/news');
    await rowAction(page.getByTestId('admin-row').first(), 'Tahrirlash');
    await page.getByRole('textbox', { name: 'Nashr sanasi va vaqti (Toshkent vaqti)' }).fill('31.02.2026 10:00');
    await page.getByRole('button', { name: 'Saqlash' }).click();
    findings.push(...(await axe(`news form with an error @${width}`)));
    await page.goto('/rus/adm/faq');
    await rowAction(page.getByTestId('admin-row').first(), 'Удалить');
    await expect(page.getByRole('dialog')).toBeVisible();
    findings.push(...(await axe(`delete dialog @${width}`)));
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(findings).toEqual([]);
});
