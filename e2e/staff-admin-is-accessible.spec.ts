import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { firstAdmin, loginViaUi, rowAction } from './helpers/admin';

// WCAG 2.2 levels A and AA, as in every-page-fits-and-is-accessible.spec.ts.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const WIDTHS = [1280, 360];
const EDIT = { rus: 'Изменить', uzb: 'Tahrirlash' };
const MENU = 'Меню разделов';

// Each test signs in by itself and changes nothing, so the sweeps can go to different shards.
test.describe.configure({ mode: 'parallel' });

/** The axe findings and the sideways overflow of the page as it is now, as lines to read in a failure. */
async function problems(page: Page, label: string, width: number): Promise<string[]> {
  const found: string[] = [];
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  for (const v of violations)
    found.push(`${v.id} on ${label}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth > width) found.push(`${label} is ${scrollWidth} px wide`);
  return found;
}

/** Every admin page the first admin (developer) reaches from the menu: the dashboard and each link. */
async function adminPaths(page: Page, lang: string): Promise<string[]> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/${lang}/adm`);
  const links = page.getByRole('navigation').first().getByRole('link');
  const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));
  return [`/${lang}/adm`, ...new Set(hrefs.filter((href) => href.startsWith(`/${lang}/adm/`)))];
}

test('the login page meets WCAG 2.2 A/AA and fits a phone, in both languages', async ({ page }) => {
  const found: string[] = [];
  for (const lang of ['rus', 'uzb'])
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/${lang}/site/adm/login`);
      found.push(...(await problems(page, `/${lang}/site/adm/login at ${width} px`, width)));
    }
  expect(found, found.join('\n')).toEqual([]);
});

// One test per language and width, so each stays well inside its time on a busy machine.
for (const lang of ['rus', 'uzb'] as const)
  for (const width of WIDTHS)
    test(`every ${lang} admin page and an open item form meet WCAG 2.2 A/AA and fit at ${width} px`, async ({
      page,
    }) => {
      test.setTimeout(600_000);
      const admin = firstAdmin();
      await loginViaUi(page, admin.email, admin.password, lang);
      const paths = await adminPaths(page, lang);
      expect(paths).toEqual(expect.arrayContaining([`/${lang}/adm/news`, `/${lang}/adm/users`, `/${lang}/adm/audit`]));
      const found: string[] = [];
      await page.setViewportSize({ width, height: 800 });
      for (const path of paths) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        found.push(...(await problems(page, `${path} at ${width} px`, width)));
      }
      for (const section of ['news', 'sc']) {
        await page.goto(`/${lang}/adm/${section}`);
        const first = page.getByTestId('admin-row').first();
        // a static text's row names its two actions as buttons; other lists keep them in the row's menu
        if (section === 'sc') await first.getByRole('button', { name: new RegExp(`^${EDIT[lang]}: `) }).click();
        else await rowAction(first, EDIT[lang]);
        await expect(page.getByRole('button', { name: lang === 'rus' ? 'Сохранить' : 'Saqlash' })).toBeVisible();
        if (section === 'news') await expect(page.getByRole('toolbar').first()).toBeVisible();
        found.push(...(await problems(page, `${section} item form at ${width} px`, width)));
      }
      expect(found, found.join('\n')).toEqual([]);
    });

test('at 360 px the admin menu opens from the keyboard, marks the current section and closes with Escape', async ({
  page,
}) => {
  const admin = firstAdmin();
  await loginViaUi(page, admin.email, admin.password);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/rus/adm/news');
  const button = page.locator('summary', { hasText: MENU });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // The section links are behind the button: they take no room on a phone.
  await expect(page.getByRole('link', { name: 'Новости', exact: true })).toBeHidden();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('dialog', { name: 'Разделы панели управления' });
  await expect(menu).toBeVisible();
  const current = menu.getByRole('link', { name: 'Новости' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(menu.getByRole('button', { name: 'Закрыть меню' })).toBeFocused();
  // one close control: the open drawer covers the menu button, which would otherwise offer a second one
  const covered = await button.evaluate((summary) => {
    const box = summary.getBoundingClientRect();
    return !summary.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
  expect(covered).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
});

test('at 1280 px the menu is a sidebar with the current section marked, and a phone list keeps its actions in view', async ({
  page,
}) => {
  const admin = firstAdmin();
  await loginViaUi(page, admin.email, admin.password);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/rus/adm/faq');
  const nav = page.getByRole('navigation', { name: 'Разделы панели управления' });
  const current = nav.getByRole('link', { name: 'Вопросы и ответы' });
  await expect(current).toBeVisible();
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(current).toHaveCSS('text-decoration-line', 'underline');
  await expect(nav.getByRole('link', { name: 'Новости' })).not.toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('summary')).toBeHidden();

  await page.setViewportSize({ width: 360, height: 740 });
  const actions = page.getByTestId('admin-row').first().getByTestId('row-actions').locator('summary');
  await expect(actions).toBeInViewport();
});
