import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BASE, firstAdmin, loginViaUi, openRowMenu, rowAction, sign } from './helpers/admin';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const TEXTS = {
  rus: {
    draft: 'Черновик',
    previewLink: 'Ссылка для предпросмотра',
    open: 'Открыть предпросмотр',
    ribbon: 'Предпросмотр',
  },
  uzb: {
    draft: 'Qoralama',
    previewLink: 'Oldindan koʻrish havolasi',
    open: 'Oldindan koʻrishni ochish',
    ribbon: 'Oldindan koʻrish',
  },
} as const;

/** Saves a news item through the admin API as the signed-in page's user; answers its id. */
async function saveNews(page: Page, title: string, data: Record<string, unknown>): Promise<number> {
  const res = await page.request.post('/api/v1/save', {
    headers: { ...sign(), origin: BASE },
    data: {
      section: 'news',
      data: {
        title: { rus: `${title} (рус)`, uzb: `${title} (oʻzb)` },
        summary: { rus: '', uzb: '' },
        body: { rus: '<p>Текст новости для проверки.</p>', uzb: '<p>Tekshirish uchun yangilik matni.</p>' },
        image: '',
        published: true,
        published_at: new Date(Date.now() - 60_000).toISOString(),
        ...data,
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.id as number;
}

const statusOf = async (page: Page, path: string) => (await page.request.get(path)).status();

for (const lang of ['rus', 'uzb'] as const) {
  test(`${lang}: a draft is previewed through its link without a session and stays 404 publicly`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const t = TEXTS[lang];
    const admin = firstAdmin();
    await loginViaUi(page, admin.email, admin.password, lang);
    const title = `Черновик ${lang} ${Date.now().toString(36)}`;
    const id = await saveNews(page, title, { published: false });
    expect(await statusOf(page, `/${lang}/news/${id}`)).toBe(404);

    await page.goto(`/${lang}/adm/news`);
    const row = page.getByTestId('admin-row').filter({ hasText: title });
    await expect(row.locator('[data-publication="draft"]')).toHaveText(t.draft);
    await rowAction(row, t.previewLink);
    await openRowMenu(row);
    const href = await row.getByRole('link', { name: t.open }).getAttribute('href');
    expect(href).toMatch(new RegExp(`/${lang}/preview/news\\.${id}\\.`));

    const stranger = await browser.newContext();
    const visitor = await stranger.newPage();
    try {
      const response = await visitor.goto(href!);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['x-robots-tag']).toContain('noindex');
      expect(response?.headers()['cache-control']).toContain('no-store');
      await expect(visitor.getByTestId('preview-ribbon')).toContainText(t.ribbon);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
        `${title} (${lang === 'rus' ? 'рус' : 'oʻzb'})`,
      );
      for (const width of [1280, 360]) {
        await visitor.setViewportSize({ width, height: 900 });
        const { violations } = await new AxeBuilder({ page: visitor }).withTags(WCAG_TAGS).analyze();
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        if (process.env.SHOTS_DIR)
          await visitor.screenshot({ path: `${process.env.SHOTS_DIR}/preview-${lang}-${width}.png`, fullPage: false });
      }
      // a second visit is rendered again, never answered from a cache
      expect((await visitor.goto(href!))?.headers()['cache-control']).toContain('no-store');
      const tampered = href!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      expect((await visitor.goto(tampered))?.status()).toBe(404);
      expect((await visitor.goto(`/${lang}/news/${id}`))?.status()).toBe(404);
    } finally {
      await stranger.close();
    }
  });
}

test('a news item scheduled ahead appears by itself, and one with an end disappears by itself, in both languages', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const admin = firstAdmin();
  await loginViaUi(page, admin.email, admin.password);
  const moment = new Date(Date.now() + 75_000).toISOString();
  const coming = await saveNews(page, `Скоро ${Date.now().toString(36)}`, { published_at: moment });
  const going = await saveNews(page, `Уходит ${Date.now().toString(36)}`, { unpublish_at: moment });
  const pages = (id: number) => [`/rus/news/${id}`, `/uzb/news/${id}`];
  // the pages are read (and kept by the caches) before the moment, so the moment itself must expire them
  for (const path of pages(coming)) expect(await statusOf(page, path)).toBe(404);
  for (const path of pages(going)) expect(await statusOf(page, path)).toBe(200);
  // the dashboard lists what is about to change by itself
  await page.goto('/rus/adm');
  await expect(page.getByTestId('scheduled-publications')).toContainText('Снятие');
  await expect
    .poll(async () => Promise.all([...pages(coming), ...pages(going)].map((path) => statusOf(page, path))), {
      timeout: 150_000,
      intervals: [2_000],
    })
    .toEqual([200, 200, 404, 404]);
});
