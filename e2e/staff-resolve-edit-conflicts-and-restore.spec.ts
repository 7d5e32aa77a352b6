/**
 * Issue #32: two editors of the same news item — the later save gets the conflict view, takes one field
 * from each side and saves; a bad edit is restored from the history and the public page shows the
 * restored text on the next request. The conflict view and the history meet WCAG 2.2 A/AA at 1280 and 360 px.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import rus from '../messages/rus.json' with { type: 'json' };
import uzb from '../messages/uzb.json' with { type: 'json' };
import { BASE, firstAdmin, loginViaUi, rowAction, sign } from './helpers/admin';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const MESSAGES = { rus, uzb };
type Lang = keyof typeof MESSAGES;
const stamp = Date.now().toString(36);

/** Fails with the axe findings and any sideways overflow of the page at both widths; saves a screenshot when SHOTS_DIR is set. */
async function checkAtBothWidths(page: Page, shot: string) {
  const found: string[] = [];
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    for (const v of violations) found.push(`${v.id} at ${width}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    if (wide > width) found.push(`${wide} px wide at ${width}`);
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/${shot}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(found, found.join('\n')).toEqual([]);
}

async function signedIn(browser: Browser, lang: Lang): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const admin = firstAdmin();
  await loginViaUi(page, admin.email, admin.password, lang);
  return page;
}

const row = (page: Page, text: string) => page.getByTestId('admin-row').filter({ hasText: text }).first();

async function openEditor(page: Page, lang: Lang, title: string) {
  await page.goto(`/${lang}/adm/news`);
  await rowAction(row(page, title), MESSAGES[lang].AdminForms.edit);
}

async function fillTitle(page: Page, lang: Lang, text: { rus: string; uzb: string }) {
  const f = MESSAGES[lang].AdminForms;
  await page.getByLabel(`${f.labels.title} (${f.rus})`, { exact: true }).fill(text.rus);
  await page.getByLabel(`${f.labels.title} (${f.uzb})`, { exact: true }).fill(text.uzb);
}

type NewsData = { title: Record<Lang, string>; published: boolean; published_at: string; unpublish_at: string | null };

/**
 * The title, in `lang`, of the news item at `index` of those the public news page shows now (newest
 * first): drafts and items scheduled by other specs are skipped, since no public page shows them.
 */
async function titleOfItem(page: Page, lang: Lang, index: number): Promise<string> {
  const res = await page.request.get('/api/v1/adm/news', { headers: { ...sign(), origin: BASE } });
  expect(res.status()).toBe(200);
  const now = Date.now();
  const shown = ((await res.json()).data as { data: NewsData }[])
    .map((item) => item.data)
    .filter(
      (n) => n.published && Date.parse(n.published_at) <= now && !(n.unpublish_at && Date.parse(n.unpublish_at) <= now),
    )
    .sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at));
  return shown[index]!.title[lang];
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const [index, lang] of (['rus', 'uzb'] as const).entries()) {
  const t = MESSAGES[lang];
  const f = t.AdminForms;

  test(`${lang}: the second of two editors of a news item gets the conflict view, takes a field from each side and saves`, async ({
    browser,
  }) => {
    const first = await signedIn(browser, lang);
    const second = await signedIn(browser, lang);
    const title = await titleOfItem(first, lang, index + 1);
    await openEditor(first, lang, title);
    await openEditor(second, lang, title);

    await fillTitle(first, lang, { rus: `Первый ${stamp}`, uzb: `Birinchi ${stamp}` });
    await first.getByRole('button', { name: f.save, exact: true }).click();
    await expect(first.getByRole('status').filter({ hasText: f.saved })).toBeVisible();

    await fillTitle(second, lang, { rus: `Второй ${stamp}`, uzb: `Ikkinchi ${stamp}` });
    await second.getByRole('button', { name: f.save, exact: true }).click();
    const view = second.getByRole('region', { name: t.AdminVersions.conflictTitle });
    await expect(view).toBeVisible();
    await expect(view).toContainText(firstAdmin().email);
    const rusTitle = view.getByRole('group', { name: `${f.labels.title} — ${f.rus}` });
    const uzbTitle = view.getByRole('group', { name: `${f.labels.title} — ${f.uzb}` });
    await expect(rusTitle).toContainText(`Первый ${stamp}`);
    await expect(rusTitle).toContainText(`Второй ${stamp}`);
    await checkAtBothWidths(second, `conflict-${lang}`);

    // the Russian title from the other editor, the Uzbek one from this editor's unsaved text
    await rusTitle.getByRole('radio', { name: new RegExp(escaped(firstAdmin().email)) }).check();
    await expect(uzbTitle.getByRole('radio').first()).toBeChecked();
    await view.getByRole('button', { name: t.AdminVersions.saveChosen }).click();
    await expect(second.getByRole('status').filter({ hasText: f.saved })).toBeVisible();
    await expect(view).toBeHidden();

    await second.goto('/rus/news');
    await expect(second.locator('main')).toContainText(`Первый ${stamp}`);
    await second.goto('/uzb/news');
    await expect(second.locator('main')).toContainText(`Ikkinchi ${stamp}`);
  });

  test(`${lang}: a bad edit is undone from the history, and the public page shows the restored text at once`, async ({
    browser,
  }) => {
    const page = await signedIn(browser, lang);
    const good = await titleOfItem(page, lang, 0);
    await page.goto(`/${lang}/news`); // fill the page cache first, so the restore must expire it
    await expect(page.locator('main')).toContainText(good);

    await openEditor(page, lang, good);
    const bad = { rus: `Ошибочный заголовок ${stamp}`, uzb: `Xato sarlavha ${stamp}` };
    await fillTitle(page, lang, bad);
    await page.getByRole('button', { name: f.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: f.saved })).toBeVisible();
    await page.goto(`/${lang}/news`);
    await expect(page.locator('main')).toContainText(bad[lang]);

    await page.goto(`/${lang}/adm/news`);
    await rowAction(row(page, bad[lang]), new RegExp(`^${t.AdminVersions.history}`));
    const history = page.getByRole('region', { name: /#\d+/ });
    const versions = history.getByRole('listitem');
    await expect(versions.first()).toContainText(t.AdminVersions.current);
    // the newest version's difference: the old title struck out, the bad one added, per language
    await expect(versions.first().locator('del', { hasText: good.split(' ')[0]! })).not.toHaveCount(0);
    await expect(versions.first().locator('ins').first()).toContainText(bad.rus.split(' ')[0]!);
    await expect(versions.first()).toContainText(f.labels.title);
    await checkAtBothWidths(page, `history-${lang}`);

    await versions.nth(1).getByRole('button').click();
    await page.getByRole('dialog').getByRole('button', { name: /\d/ }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: new RegExp(escaped(t.AdminVersions.restored).replace('\\{version\\}', '\\d+')) }),
    ).toBeVisible();
    await page.goto(`/${lang}/news`);
    await expect(page.locator('main')).toContainText(good);
    await expect(page.locator('main')).not.toContainText(bad[lang]);
  });
}
