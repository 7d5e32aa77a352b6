import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, firstAdmin, loginViaUi } from './helpers/admin';

const NAMES: Record<string, string> = {
  ca: 'Зона покрытия',
  faq: 'Вопросы и ответы',
  footer: 'Подвал сайта',
  navbar: 'Главное меню',
  news: 'Новости',
  outages: 'Аварии и плановые работы',
  partners: 'Партнёры',
  sc: 'Статические тексты',
  slider: 'Слайдеры',
  tenders: 'Тендеры',
  users: 'Сотрудники',
  vacancy: 'Вакансии',
  requests: 'Заявки на подключение',
  messages: 'Сообщения',
  resumes: 'Резюме',
  ratings: 'Оценки сервиса',
  interest: 'Ждут подключения',
};
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The axe findings (WCAG 2.2 A/AA) of the page as shown at 1280 and at 360 px. */
async function axeAtBothWidths(page: Page): Promise<string[]> {
  const findings: string[] = [];
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    findings.push(...violations.map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
  }
  return findings;
}

// the roles that edit news, slides or partners, whose images come from the media library
const MEDIA_ROLES = ['developer', 'marketing', 'manager'];
const CONTENT = ['ca', 'faq', 'footer', 'navbar', 'news', 'partners', 'slider', 'tenders', 'vacancy'];
const EXPECTED: Record<string, string[]> = {
  developer: Object.keys(NAMES),
  marketing: [...CONTENT, 'requests', 'messages', 'ratings', 'interest'],
  // outage notices are posted by managers, not marketing
  manager: [...CONTENT.slice(0, 5), 'outages', ...CONTENT.slice(5), 'requests', 'messages', 'ratings', 'interest'],
  hr: ['vacancy', 'resumes'],
  accounting: ['ca', 'ratings'],
  none: [],
};

test('an admin path without a session goes to the login, and a wrong password is refused with a danger message', async ({
  page,
}) => {
  await page.goto('/rus/adm/news');
  await expect(page).toHaveURL(/\/rus\/site\/adm\/login$/);
  await page.getByLabel('E-mail').fill('admin@example.com');
  await page.getByLabel('Пароль').fill('not the password');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Неверный e-mail или пароль' })).toBeVisible();
  await expect(page.getByText('Войдите в систему, чтобы продолжить.')).toHaveCount(0);
});

test('each role sees exactly its sections, and a section without the right answers 403 in the admin, listing its sections', async ({
  browser,
  page,
}) => {
  // six roles, each with an account made and signed in to (argon2 each time): more than the default minute on a busy machine
  test.setTimeout(180_000);
  const admin = firstAdmin();
  await loginViaUi(page, admin.email, admin.password);
  const passwords: Record<string, string> = { developer: admin.password };
  for (const role of Object.keys(EXPECTED).filter((r) => r !== 'developer'))
    passwords[role] = await createAccount(page, `${role}.e2e@example.com`, role);

  for (const [role, sections] of Object.entries(EXPECTED)) {
    const context = await browser.newContext();
    const staff = await context.newPage();
    await loginViaUi(staff, role === 'developer' ? admin.email : `${role}.e2e@example.com`, passwords[role]!);
    if (sections.length === 0) {
      await expect(staff.getByRole('status').filter({ hasText: 'ни один раздел' })).toBeVisible();
    } else {
      // the home is the day's work, the sections are in the menu, each once
      await expect(staff.getByTestId('dashboard')).toBeVisible();
      const links = staff.getByRole('navigation', { name: 'Разделы панели управления' }).getByRole('link');
      for (const code of sections) await expect(links.filter({ hasText: NAMES[code]! })).toHaveCount(1);
    }
    const menu = staff.getByRole('navigation', { name: 'Разделы панели управления' }).getByRole('link');
    // besides the sections: the media library for editors of a section with images, the audit trail for developers
    const media = MEDIA_ROLES.includes(role);
    await expect(menu.filter({ hasText: 'Медиа' })).toHaveCount(media ? 1 : 0);
    await expect(menu).toHaveCount(sections.length + (media ? 1 : 0) + (role === 'developer' ? 1 : 0));
    const forbidden = Object.keys(NAMES).find((code) => !sections.includes(code));
    if (forbidden) {
      const response = await staff.goto(`/rus/adm/${forbidden}`);
      // no redirect: a 403 page inside the admin frame, listing what the account may open
      expect(response?.status()).toBe(403);
      await expect(staff).toHaveURL(new RegExp(`/rus/adm/${forbidden}$`));
      await expect(staff.getByRole('heading', { level: 1, name: 'Нет доступа к этому разделу' })).toBeVisible();
      await expect(staff.getByRole('navigation', { name: 'Разделы панели управления' })).toBeVisible();
      const allowed = staff.getByTestId('admin-allowed-sections').getByRole('link');
      await expect(allowed).toHaveCount(sections.length === 0 ? 0 : sections.length);
      for (const code of sections)
        await expect(allowed.filter({ hasText: NAMES[code]! })).toHaveAttribute('href', `/rus/adm/${code}`);
    }
    if (role === 'hr') {
      // the same page in Uzbek
      expect((await staff.goto('/uzb/adm/news'))?.status()).toBe(403);
      await expect(staff.getByRole('heading', { level: 1, name: 'Bu boʻlimga kirish huquqingiz yoʻq' })).toBeVisible();
      await expect(staff.getByTestId('admin-allowed-sections').getByRole('link')).toHaveText([
        'Boʻsh ish oʻrinlari',
        'Rezyumelar',
      ]);
      expect(await axeAtBothWidths(staff)).toEqual([]);
    }
    await context.close();
  }
});
