import { expect, test } from '@playwright/test';
import rus from '../messages/rus.json' with { type: 'json' };
import uzb from '../messages/uzb.json' with { type: 'json' };

// The error pages, the ?q= searches and the admin redirect are read from the server's HTML alone.
test.use({ javaScriptEnabled: false });

const TEXTS = { rus, uzb } as const;
const HTML_LANG = { rus: 'ru', uzb: 'uz' } as const;

for (const lang of ['rus', 'uzb'] as const) {
  const t = TEXTS[lang];
  const cases = [
    [`/${lang}/nonexistent`, 404, t.NotFound],
    [`/${lang}/404`, 404, t.NotFound],
    [`/${lang}/news/999999`, 404, t.NotFound],
    [`/${lang}/tariff/series/%25`, 404, t.NotFound],
    [`/${lang}/500`, 500, t.ErrorPage],
  ] as const;
  for (const [path, status, texts] of cases) {
    test(`${path} is the ${status} page rendered by the server`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
      await expect(page).toHaveTitle(new RegExp(`^${texts.title}${t.Metadata.titleSuffix}$`));
      // Next may add a robots tag of its own to an error page: every one there must say noindex
      const robots = await page
        .locator('meta[name="robots"]')
        .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')));
      expect(robots.length).toBeGreaterThan(0);
      for (const content of robots) expect(content).toMatch(/noindex/);
      await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
      await expect(page.getByText(texts.text)).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: texts.homeLink })).toHaveAttribute(
        'href',
        `/${lang}`,
      );
    });
  }
}

test('a path without a language ends on the same 404 page, in Russian', async ({ page }) => {
  const response = await page.goto('/no-such-page-at-all?x=1');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/rus\/no-such-page-at-all\?x=1$/);
  await expect(page.getByRole('heading', { level: 1, name: rus.NotFound.title })).toBeVisible();
});

test('/rus/vacancies?q=… lists only the matching vacancies, and says when none match, in both languages', async ({
  page,
}) => {
  await page.goto('/rus/vacancies');
  const cards = page.getByRole('main').locator('article h2');
  expect(await cards.count()).toBeGreaterThan(1);
  const response = await page.goto(`/rus/vacancies?q=${encodeURIComponent('инженер')}`);
  expect(response?.status()).toBe(200);
  await expect(cards).toHaveText(['Сетевой инженер']);
  await expect(page.getByRole('searchbox')).toHaveValue('инженер');

  await page.goto('/uzb/vacancies?q=zzzz-none');
  await expect(cards).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText(uzb.VacanciesPage.foundNone);
  await page.goto(`/rus/vacancies?q=${encodeURIComponent('50%/?#')}`);
  await expect(cards).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText(rus.VacanciesPage.foundNone);
});

test('the vacancy search form submits to the same page', async ({ page }) => {
  await page.goto('/rus/vacancies');
  await page.getByRole('searchbox').fill('инженер');
  await page.getByRole('button', { name: rus.VacanciesPage.searchButton }).click();
  await expect(page).toHaveURL(/\/rus\/vacancies\?q=/);
  await expect(page.getByRole('main').locator('article h2')).toHaveText(['Сетевой инженер']);
});

test('every path after the language starting with /adm is the admin area: signed out, it leads to the admin login', async ({
  request,
}) => {
  for (const [path, lang] of [
    ['/rus/admin', 'rus'],
    ['/rus/admx', 'rus'],
    ['/uzb/adm-anything', 'uzb'],
    ['/uzb/admin/x', 'uzb'],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    expect(new URL(response.headers().location!, 'http://x').pathname, path).toBe(`/${lang}/site/adm/login`);
  }
});
