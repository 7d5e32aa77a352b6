/**
 * Issue #33 (an admin built around the day's work): the grouped sidebar with only the account's
 * sections and their new counts, the dashboard of today's work, content lists as cards on a phone
 * with one actions menu and a state badge, the logo on the login.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { formatDateTime } from '../lib/platform/format/date-time';
import { createAccount, firstAdmin, loginViaUi, rowAction } from './helpers/admin';
import { sendMessage } from './helpers/inbox-submit';

const stamp = Date.now().toString(36);
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const MENU = { rus: 'Разделы панели управления', uzb: 'Boshqaruv paneli boʻlimlari' };
const GROUPS = {
  rus: { inbox: 'Входящие', content: 'Контент', company: 'Компания', network: 'Сеть', management: 'Управление' },
  uzb: { inbox: 'Kiruvchilar', content: 'Kontent', company: 'Kompaniya', network: 'Tarmoq', management: 'Boshqaruv' },
};

/** The sidebar's groups as shown: each group's name with the names of its links. */
async function sidebar(page: Page, lang: 'rus' | 'uzb'): Promise<Record<string, string[]>> {
  const nav = page.getByRole('navigation', { name: MENU[lang] });
  await expect(nav).toBeVisible();
  const shown: Record<string, string[]> = {};
  for (const name of Object.values(GROUPS[lang])) {
    const list = nav.getByRole('list', { name, exact: true });
    if ((await list.count()) === 0) continue;
    // each link's name without its new-item count
    shown[name] = await list
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.firstElementChild!.textContent!));
  }
  return shown;
}

/** The numbers of a section's row on the dashboard: received today and not yet taken up. */
async function inboxRow(page: Page, section: string): Promise<{ today: number; waiting: number }> {
  const cells = page.getByTestId(`dashboard-inbox-${section}`).getByRole('cell');
  return { today: Number(await cells.nth(0).innerText()), waiting: Number(await cells.nth(1).innerText()) };
}

/** axe's WCAG 2.2 A/AA findings and any sideways scroll of the page as it is now. */
async function problems(page: Page, where: string, width: number): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth > width) found.push(`${where} is ${scrollWidth} px wide`);
  return found;
}

test('the sidebar groups only the sections of the account, with new counts, in both languages', async ({
  browser,
  page,
}) => {
  const admin = firstAdmin();
  await sendMessage(page, `Sidebar ${stamp}`, 'Проверка счётчика новых сообщений.');
  await loginViaUi(page, admin.email, admin.password);
  const hrPassword = await createAccount(page, `hr.sidebar.${stamp}@example.com`, 'hr');
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await sidebar(page, 'rus')).toEqual({
    Входящие: ['Заявки на подключение', 'Сообщения', 'Резюме', 'Оценки сервиса', 'Ждут подключения'],
    Контент: [
      'Новости',
      'Слайдеры',
      'Вопросы и ответы',
      'Статические тексты',
      'Главное меню',
      'Подвал сайта',
      'Партнёры',
      'Медиа',
    ],
    Компания: ['Вакансии', 'Тендеры'],
    Сеть: ['Зона покрытия', 'Аварии и плановые работы'],
    Управление: ['Сотрудники', 'Журнал изменений'],
  });
  // a new message waits: its link says how many, to sight and to a screen reader
  const messages = page.getByRole('navigation', { name: MENU.rus }).getByRole('link', { name: /^Сообщения/ });
  await expect(messages.getByTestId('new-count')).toHaveText(/^\d+\s*\d+ нов/);
  await page.goto('/uzb/adm');
  expect(Object.keys(await sidebar(page, 'uzb'))).toEqual(Object.values(GROUPS.uzb));

  const context = await browser.newContext();
  const hr = await context.newPage();
  await loginViaUi(hr, `hr.sidebar.${stamp}@example.com`, hrPassword);
  expect(await sidebar(hr, 'rus')).toEqual({ Входящие: ['Резюме'], Компания: ['Вакансии'] });
  await hr.goto('/uzb/adm');
  expect(await sidebar(hr, 'uzb')).toEqual({ Kiruvchilar: ['Rezyumelar'], Kompaniya: ['Boʻsh ish oʻrinlari'] });
  // the home is today's work: an hr account has no outages and no other sections' edits to see
  await expect(hr.getByTestId('dashboard-inbox')).toBeVisible();
  await expect(hr.getByTestId('dashboard-outages')).toHaveCount(0);
  await context.close();
});

test('the dashboard counts what came in today, shows the outages under way and the last edits', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = firstAdmin();
  await loginViaUi(page, admin.email, admin.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Работа на сегодня' })).toBeVisible();
  // the role reads once, without a bracket inside a bracket
  await expect(page.getByText(`Вы вошли как ${admin.email}, роль: Разработчик (все разделы).`)).toBeVisible();
  const before = await inboxRow(page, 'messages');

  await sendMessage(page, `Dashboard ${stamp}`, 'Сообщение для сводки за сегодня.');
  await page.goto('/rus/adm');
  const after = await inboxRow(page, 'messages');
  expect(after.today).toBe(before.today + 1);
  expect(after.waiting).toBe(before.waiting + 1);
  await expect(page.getByTestId('dashboard-outages')).toContainText('Сейчас аварий нет.');

  const title = `Обрыв на дашборде ${stamp}`;
  await page.goto('/rus/adm/outages');
  await page.getByRole('button', { name: 'Добавить' }).click();
  await page.getByLabel('Заголовок (рус)', { exact: true }).fill(title);
  await page.getByLabel('Заголовок (узб)', { exact: true }).fill(`Dashboard uzilish ${stamp}`);
  await page.getByLabel('Вид', { exact: true }).selectOption({ label: 'Авария' });
  await page.getByLabel('Начало (по Ташкенту)').fill(formatDateTime(new Date(Date.now() - 3_600_000)));
  await page.getByLabel('Подробности (рус)').fill('Бригада на месте.');
  await page.getByLabel('Подробности (узб)').fill('Brigada joyida.');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Изменения сохранены.' })).toBeVisible();
  const row = page.getByTestId('admin-row').filter({ hasText: title });
  const id = (await row.locator('td').first().innerText()).trim();

  try {
    await page.goto('/rus/adm');
    const outages = page.getByTestId('dashboard-outages');
    await expect(outages.getByRole('listitem').filter({ hasText: title })).toContainText('все районы');
    await expect(page.getByTestId('dashboard-edits').getByRole('listitem').first()).toContainText(
      `Аварии и плановые работы: создание №${id}`,
    );
    await page.goto('/uzb/adm');
    await expect(page.getByRole('heading', { level: 1, name: 'Bugungi ishlar' })).toBeVisible();
    await expect(page.getByTestId('dashboard-outages')).toContainText(`Dashboard uzilish ${stamp}`);
  } finally {
    // leave no outage under way: other specs expect the site without a banner
    await page.goto('/rus/adm/outages');
    await rowAction(page.getByTestId('admin-row').filter({ hasText: title }), 'Удалить');
    await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Запись удалена.' })).toBeVisible();
  }
});

test('at 360 px a content list is cards with one actions menu and a state badge; no list scrolls sideways', async ({
  page,
}) => {
  const admin = firstAdmin();
  await loginViaUi(page, admin.email, admin.password);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/rus/adm/news');
  const row = page.getByTestId('admin-row').first();
  // a card: the whole title wraps inside it, nothing clipped
  const title = row.locator('td').nth(1);
  expect(await title.evaluate((td) => td.scrollWidth <= td.clientWidth)).toBe(true);
  expect((await row.boundingBox())!.width).toBeLessThanOrEqual(360);
  await expect(row.locator('[data-publication]')).toHaveText(
    /^(Опубликовано|Черновик|Запланировано на [\d.: ]+|Снято с публикации)$/,
  );
  // one menu per row, closed until asked for; the keyboard opens and closes it
  await expect(row.getByTestId('row-actions')).toHaveCount(1);
  await expect(row.getByRole('button', { name: 'Изменить' })).toBeHidden();
  const summary = row.getByTestId('row-actions').locator('summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(row.getByRole('button', { name: 'Изменить' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(row.getByRole('button', { name: 'Изменить' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(row.getByRole('button', { name: 'Изменить' })).toBeHidden();
  await expect(summary).toBeFocused();

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/rus/adm/news', '/rus/adm/users', '/uzb/adm/audit']) {
      await page.goto(path);
      await expect(page.getByTestId('admin-row').first()).toBeVisible();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
  // at 1280 a row keeps one control for its actions, on one line
  await page.goto('/rus/adm/news');
  const actions = page.getByTestId('admin-row').first().locator('td').last();
  await expect(actions.locator('button:visible, summary:visible')).toHaveCount(1);
});

test('the login shows the logo, in both languages', async ({ page }) => {
  for (const lang of ['rus', 'uzb']) {
    await page.goto(`/${lang}/site/adm/login`);
    const logo = page.getByRole('main').getByRole('link', { name: 'TashNet' });
    await expect(logo).toBeVisible();
    await expect(logo.locator('svg')).toBeVisible();
    await expect(logo).toHaveAttribute('href', `/${lang}`);
  }
});

test('the dashboard, a content list with its menu open and the login have no axe violations at 360 and 1280', async ({
  page,
}) => {
  // Twelve axe runs: as long as staff-admin-is-accessible allows on a loaded machine.
  test.setTimeout(600_000);
  const found: string[] = [];
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const lang of ['rus', 'uzb']) {
      await page.goto(`/${lang}/site/adm/login`);
      found.push(...(await problems(page, `${lang} login @${width}`, width)));
    }
  }
  const admin = firstAdmin();
  await loginViaUi(page, admin.email, admin.password);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const lang of ['rus', 'uzb']) {
      await page.goto(`/${lang}/adm`);
      found.push(...(await problems(page, `${lang} dashboard @${width}`, width)));
      await page.goto(`/${lang}/adm/news`);
      await page.getByTestId('admin-row').first().getByTestId('row-actions').locator('summary').click();
      found.push(...(await problems(page, `${lang} news with a menu open @${width}`, width)));
    }
  }
  expect(found, found.join('\n')).toEqual([]);
});
