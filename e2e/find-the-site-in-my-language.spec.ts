import { expect, test } from '@playwright/test';

test.describe('language redirects (SPEC §2)', () => {
  const table: [string, string][] = [
    ['/', '/rus'],
    ['/tariff', '/rus/tariff'],
    ['/faq?q=wifi', '/rus/faq?q=wifi'],
    ['/a/b?x=1&y=2', '/rus/a/b?x=1&y=2'],
  ];
  for (const [from, to] of table) {
    test(`${from} redirects to ${to}`, async ({ request }) => {
      const res = await request.get(from, { maxRedirects: 0 });
      expect([307, 308]).toContain(res.status());
      expect(
        new URL(res.headers()['location']!, 'http://x').pathname +
          new URL(res.headers()['location']!, 'http://x').search,
      ).toBe(to);
    });
  }

  test('static files and the API are not redirected', async ({ request }) => {
    expect((await request.get('/robots.txt', { maxRedirects: 0 })).status()).not.toBe(308);
    expect((await request.get('/api/v1/health', { maxRedirects: 0 })).status()).toBe(200);
  });
});

test('the home page speaks Russian at /rus and Uzbek at /uzb', async ({ page }) => {
  const rus = await page.goto('/rus');
  expect(rus?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { name: 'Что вы хотите сделать?' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Что вы хотите сделать?' }).getByRole('link', { name: /Экспресс-оплата/ }),
  ).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="uz"]')).toHaveAttribute('href', /\/uzb$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/rus$/);

  const uzb = await page.goto('/uzb');
  expect(uzb?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
  await expect(page.getByRole('heading', { name: 'Nima qilmoqchisiz?' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Nima qilmoqchisiz?' }).getByRole('link', { name: /Tezkor toʻlov/ }),
  ).toBeVisible();
});

test('the home page shows the seven menu cards and the main slider', async ({ page }) => {
  await page.goto('/rus');
  const cards = page.getByRole('region', { name: 'Что вы хотите сделать?' });
  for (const name of [
    'Экспресс-оплата',
    'Тарифные планы',
    'Подключиться',
    'Вопросы и ответы',
    'Проверка TAS-IX',
    'Офисы компании',
    'Внутренние ресурсы',
  ]) {
    await expect(cards.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Акции и новости' })).toBeVisible();
});

test('the language switcher keeps the path and the query', async ({ page }) => {
  await page.goto('/rus/no-such-page?from=switcher');
  await page.getByRole('navigation', { name: 'Язык сайта' }).getByRole('link', { name: 'Oʻzbekcha' }).click();
  await expect(page).toHaveURL(/\/uzb\/no-such-page\?from=switcher$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
});

test('an unknown page is a 404 with the way home, in both languages', async ({ page }) => {
  const rus = await page.goto('/rus/no-such-page');
  expect(rus?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Ошибка 404' })).toBeVisible();
  await expect(page.getByText('Вы ввели неверный адрес или страница больше не существует.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Вернуться на главную' })).toHaveAttribute('href', '/rus');

  const uzb = await page.goto('/uzb/404');
  expect(uzb?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Xato 404' })).toBeVisible();
});

test('the error page says Error 500 with HTTP 500', async ({ page }) => {
  const res = await page.goto('/rus/500');
  expect(res?.status()).toBe(500);
  await expect(page.getByRole('heading', { name: 'Ошибка 500' })).toBeVisible();
  await expect(page.getByText('Произошла внутренняя ошибка. Попробуйте позже.')).toBeVisible();
  const body = await res!.text();
  expect(body).not.toMatch(/RequestedErrorPage|at \w+ \(/);
});

test('an address outside both languages answers 404 with the way home in each language', async ({ page }) => {
  const response = await page.goto('/favicon.ico');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1, name: 'Ошибка 404' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Вернуться на главную' })).toHaveAttribute('href', '/rus');
  await expect(page.getByRole('link', { name: 'Bosh sahifaga qaytish' })).toHaveAttribute('href', '/uzb');
});
