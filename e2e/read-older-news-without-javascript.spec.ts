import { expect, test } from '@playwright/test';

const MORE = { rus: 'Показать ещё', uzb: 'Yana koʻrsatish' };
const NEWER = { rus: 'Более свежие новости', uzb: 'Yangiroq yangiliklar' };

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['rus', 'uzb'] as const) {
    test(`${lang}: 'load more' is a link to the next page of news, which links back to the newer one`, async ({
      page,
    }) => {
      await page.goto(`/${lang}/news`);
      const main = page.getByRole('main');
      const firstPage = await main.getByRole('heading', { level: 2 }).allTextContents();
      expect(firstPage).toHaveLength(6);

      await main.getByRole('link', { name: MORE[lang] }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/news\\?page=2$`));
      const secondPage = await main.getByRole('heading', { level: 2 }).allTextContents();
      expect(secondPage.length).toBeGreaterThan(0);
      expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
      // the seeded news fill two pages: nothing further to link to
      await expect(main.getByRole('link', { name: MORE[lang] })).toHaveCount(0);

      const item = main.getByRole('link', { name: secondPage[0]! });
      await expect(item).toHaveAttribute('href', new RegExp(`^/${lang}/news/\\d+$`));
      await item.click();
      await expect(page.getByRole('heading', { level: 1, name: secondPage[0]! })).toBeVisible();

      await page.goBack();
      await main.getByRole('link', { name: NEWER[lang] }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/news$`));
      expect(await main.getByRole('heading', { level: 2 }).allTextContents()).toEqual(firstPage);
    });
  }
});

test('a page number that names no page of news is the first page or 404, never an error', async ({ request }) => {
  const first = await (await request.get('/rus/news')).text();
  // the items a page lists, by the ids of the news they link to
  const ids = (html: string) => [...new Set([...html.matchAll(/href="\/rus\/news\/(\d+)"/g)].map(([, id]) => id))];
  expect(ids(first)).toHaveLength(6);
  for (const page of ['abc', '-1', '1.5', '']) {
    const response = await request.get(`/rus/news?page=${page}`);
    expect(response.status(), `?page=${page}`).toBe(200);
    expect(ids(await response.text()), `?page=${page}`).toEqual(ids(first));
  }
  // a number too long to be a page is not taken for one either
  expect((await request.get('/rus/news?page=1234567')).status()).toBe(200);
  for (const page of ['0', '99999']) {
    expect((await request.get(`/rus/news?page=${page}`)).status(), `?page=${page}`).toBe(404);
  }
  for (const path of ['/rus/news/page/0', '/uzb/news/page/99999', '/rus/news/page/abc', '/rus/news/page/-1']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('a later page of news is cached like the list itself', async ({ request }) => {
  const list = await request.get('/uzb/news');
  const second = await request.get('/uzb/news?page=2');
  expect(second.status()).toBe(200);
  expect(second.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  expect(second.headers()['cache-control']).toBe(list.headers()['cache-control']);
});

test("with JavaScript, 'load more' appends the next page in place, in Uzbek too", async ({ page }) => {
  await page.goto('/uzb/news');
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items).toHaveCount(6);
  await page.getByRole('main').getByRole('link', { name: MORE.uzb }).click();
  await expect(items).toHaveCount(11);
  expect(new URL(page.url()).search).toBe('');
});
