import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_ROUTES } from '../lib/content/seo/public-routes';
import { holdPageScripts } from './helpers/hold-scripts';

// every title ends with the brand alone, so the page's own part fits a search result
const SITE = { rus: 'TashNet', uzb: 'TashNet' };

type Screen = { path: string; rus: [heading: string, title: string]; uzb: [heading: string, title: string] };
const SCREENS: Screen[] = [
  {
    path: '/tariff',
    rus: ['Тарифные планы', 'Тарифы на интернет для дома и офиса'],
    uzb: ['Tarif rejalari', 'Uy va ofis uchun internet tariflari'],
  },
  { path: '/tariff/series', rus: ['Серии тарифов', 'Серии тарифов'], uzb: ['Tarif seriyalari', 'Tarif seriyalari'] },
  { path: '/tariff/series/nihol', rus: ['Серия Nihol', 'Серия Nihol'], uzb: ['Nihol seriyasi', 'Nihol seriyasi'] },
  {
    path: '/tariff/channels',
    rus: ['Списки телеканалов', 'Списки телеканалов пакетов интерактивного ТВ'],
    uzb: ['Telekanallar roʻyxati', 'Interaktiv TV paketlaridagi telekanallar roʻyxati'],
  },
  { path: '/news', rus: ['Новости', 'Новости'], uzb: ['Yangiliklar', 'Yangiliklar'] },
  { path: '/faq', rus: ['Вопросы и ответы', 'Вопросы и ответы'], uzb: ['Savol va javoblar', 'Savol va javoblar'] },
  { path: '/tenders', rus: ['Тендеры', 'Тендеры'], uzb: ['Tenderlar', 'Tenderlar'] },
  { path: '/partners', rus: ['Наши партнёры', 'Партнёры'], uzb: ['Hamkorlarimiz', 'Hamkorlar'] },
];

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test.describe('each screen in both languages', () => {
  for (const screen of SCREENS) {
    for (const lang of ['rus', 'uzb'] as const) {
      test(`/${lang}${screen.path} has its heading and title and fits 360 px`, async ({ page }) => {
        await page.setViewportSize({ width: 360, height: 800 });
        const response = await page.goto(`/${lang}${screen.path}`);
        expect(response?.status()).toBe(200);
        const [heading, title] = screen[lang];
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page).toHaveTitle(`${title} — ${SITE[lang]}`);
        await noHorizontalScroll(page);
      });
    }
  }
});

test('a tariff card shows its price, speeds by time window, limit, registration fee and channels', async ({ page }) => {
  await page.goto('/rus/tariff');
  const orange = page.getByRole('article', { name: 'Orange', exact: true });
  for (const text of [
    '179 000 сум в месяц',
    '100 Мбит/с',
    'до 100 Мбит/с днём · до 200 ночью (01:00–13:00)',
    'TAS-IX: 200 Мбит/с',
    'Безлимит',
    'Регистрация: 45 000 сум единоразово',
  ]) {
    await expect(orange.getByText(text, { exact: true })).toBeVisible();
  }
  const arbuz = page.getByRole('article', { name: 'Arbuz', exact: true });
  await expect(arbuz.getByText('150 ГБ в месяц')).toBeVisible();
  await expect(arbuz.getByText(/Регистрация/)).toHaveCount(0);

  const vip = page.getByRole('article', { name: 'VIP', exact: true });
  await expect(vip.getByText(/^Пакет «VIP»: \d{3} канал/)).toBeVisible();
  // each package's list stands on the channels page, not on this one; the card's link leads to it
  const vipList = page.locator('#channels-vip');
  await expect(vipList).toHaveCount(0);
  await vip.getByRole('link', { name: 'Список каналов пакета «VIP»' }).click();
  await expect(page).toHaveURL(/\/rus\/tariff\/channels#channels-vip$/);
  await expect(vipList.getByText('HBO', { exact: true })).toBeVisible();
  await expect(vipList.getByRole('heading', { name: /^Пакет «VIP»: \d{3} канал/ })).toBeInViewport();
  await page.goto('/rus/tariff');

  // home / office toggle
  await expect(page.getByRole('article', { name: 'Nihol', exact: true })).toBeHidden();
  await page.getByText('Для офиса', { exact: true }).click();
  const nihol = page.getByRole('article', { name: 'Nihol', exact: true });
  await expect(nihol).toBeVisible();
  await expect(nihol.getByText('Индивидуальная цена от 495 000 сум в месяц')).toBeVisible();
  await expect(nihol.getByText('до 50 Мбит/с днём · до 5 ночью (19:00–07:00)', { exact: true })).toBeVisible();
  await expect(orange).toBeHidden();
});

test('the picker leaves only the tariffs that fit, in Uzbek too', async ({ page }) => {
  await page.goto('/uzb/tariff');
  const picker = page.getByRole('region', { name: 'Parametrlar boʻyicha tarif tanlang' });
  await picker.getByLabel('Kerakli tezlik, Mbit/s').fill('250');
  await picker.getByLabel('Qurilmalar soni').fill('2');
  await expect(picker.getByRole('status')).toHaveText('1 ta tarif mos keladi');
  const gamer = page.getByRole('article', { name: 'Gamer', exact: true });
  await expect(gamer).toBeVisible();
  await expect(gamer.getByText('299 000 soʻm oyiga')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Mandarin', exact: true })).toBeHidden();
});

test('parameters set before the page became interactive are kept by the picker', async ({ page }) => {
  const release = await holdPageScripts(page);
  await page.goto('/uzb/tariff', { waitUntil: 'domcontentloaded' });
  const picker = page.getByRole('region', { name: 'Parametrlar boʻyicha tarif tanlang' });
  await picker.getByLabel('Kerakli tezlik, Mbit/s').fill('250');
  await picker.getByLabel('Qurilmalar soni').fill('2');
  release();
  await expect(picker.getByRole('status')).toHaveText('1 ta tarif mos keladi');
  await expect(page.getByRole('article', { name: 'Gamer', exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Orange', exact: true })).toBeHidden();
  await expect(picker.getByLabel('Kerakli tezlik, Mbit/s')).toHaveValue('250');
});

test('the series links list the series of the kind the switch shows, and open a series page', async ({ page }) => {
  await page.goto('/rus/tariff');
  const series = page.getByRole('navigation', { name: 'Серии тарифов' });
  await expect(series.getByRole('link', { name: 'Серия OrangeUZ' })).toBeVisible();
  await expect(series.getByRole('link', { name: 'Серия Grand Day' })).toBeHidden();
  await page.getByText('Для офиса', { exact: true }).click();
  await expect(series.getByRole('link', { name: 'Серия Grand Day' })).toBeVisible();
  await expect(series.getByRole('link', { name: 'Серия OrangeUZ' })).toBeHidden();
  await series.getByRole('link', { name: 'Серия Grand Day' }).click();
  await expect(page).toHaveURL(/\/rus\/tariff\/series\/grand_day$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Серия Grand Day' })).toBeVisible();
  await expect(page.getByText('до 50 Мбит/с днём · до 10 ночью (20:00–01:00)').first()).toBeVisible();
  await expect(page.getByText('690 000 сум в месяц')).toBeVisible();
});

test('unknown series and news ids are 404', async ({ page }) => {
  for (const path of [
    '/rus/tariff/series/no_such_series',
    '/uzb/tariff/series/nihol/extra',
    '/rus/news/999999',
    '/rus/news/abc',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await expect(page.getByRole('heading', { name: 'Ошибка 404' })).toBeVisible();
});

test('tenders says there are no active tenders, in both languages', async ({ page }) => {
  await page.goto('/rus/tenders');
  await expect(page.getByText('На данный момент активных тендеров нет.')).toBeVisible();
  await page.goto('/uzb/tenders');
  await expect(page.getByText('Hozirda faol tenderlar mavjud emas.')).toBeVisible();
});

test('partners show their logos and links', async ({ page }) => {
  await page.goto('/rus/partners');
  const payme = page.getByRole('link', { name: /Payme — платёжный сервис/ });
  await expect(payme).toHaveAttribute('href', 'https://payme.uz');
  await expect(payme.getByRole('img', { name: 'Логотип: Payme — платёжный сервис' })).toBeVisible();
});

test("news: 'load more' appends older items, and an item opens with its structured data", async ({ page }) => {
  await page.goto('/rus/news');
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items).toHaveCount(6);
  const firstTitle = await page.getByRole('main').getByRole('heading', { level: 2 }).first().textContent();
  await page.getByRole('link', { name: 'Показать ещё' }).click();
  await expect(items).toHaveCount(11);
  await expect(page.getByRole('link', { name: 'Показать ещё' })).toHaveCount(0);
  // appended in place: the page was not left for ?page=2
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/rus/news');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(firstTitle!);

  await page.getByRole('main').getByRole('link', { name: firstTitle! }).click();
  await expect(page.getByRole('heading', { level: 1, name: firstTitle! })).toBeVisible();
  await expect(page.getByText(/^Опубликовано: \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(ld).toMatchObject({ '@type': 'NewsArticle', headline: firstTitle, inLanguage: 'ru' });
});

test('FAQ search filters as you type, and the page carries FAQPage data', async ({ page }) => {
  await page.goto('/rus/faq');
  const questions = page.getByRole('main').locator('details summary');
  const all = await questions.count();
  expect(all).toBeGreaterThan(5);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(ld['@type']).toBe('FAQPage');
  expect(ld.mainEntity).toHaveLength(all);

  await page.getByRole('searchbox', { name: 'Поиск по вопросам и ответам' }).pressSequentially('TAS-IX');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/Найден/);
  await expect(questions).toHaveText(['Что такое TAS-IX?', 'Как проверить, относится ли сайт к TAS-IX?']);
  await page.getByRole('searchbox').fill('');
  await expect(questions).toHaveCount(all);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/rus/faq?q=… shows the filtered answers rendered by the server', async ({ page }) => {
    const response = await page.goto(`/rus/faq?q=${encodeURIComponent('оплатить')}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/rus\/faq\?q=/);
    await expect(page).toHaveTitle(`Поиск по вопросам: «оплатить» — ${SITE.rus}`);
    await expect(page.getByRole('main').locator('details summary')).toHaveText(['Как оплатить интернет?']);
    await expect(page.getByText('Через экспресс-оплату на сайте')).toBeVisible();
  });

  test('a blank or dots-only ?q= shows the whole FAQ, and a query with a slash still searches', async ({ page }) => {
    const all = await page.goto('/rus/faq');
    const total = await page.getByRole('main').locator('details summary').count();
    expect(all?.status()).toBe(200);
    for (const q of ['%20%20', '.', '..']) {
      const res = await page.goto(`/rus/faq?q=${q}`);
      expect(res?.status(), q).toBe(200);
      await expect(page.getByRole('main').locator('details summary')).toHaveCount(total);
    }
    const slash = await page.goto(`/rus/faq?q=${encodeURIComponent('TAS-IX/')}`);
    expect(slash?.status()).toBe(200);
    await expect(page.getByRole('main').locator('details summary').first()).toContainText('TAS-IX');
  });

  test('the search form submits to the same page', async ({ page }) => {
    await page.goto('/uzb/faq');
    await page.getByRole('searchbox', { name: 'Savol va javoblar boʻyicha qidiruv' }).fill('TAS-IX');
    await page.getByRole('button', { name: 'Qidirish' }).click();
    await expect(page).toHaveURL(/\/uzb\/faq\?q=TAS-IX$/);
    await expect(page.getByRole('main').locator('details summary')).toHaveText([
      'TAS-IX nima?',
      'Sayt TAS-IX ga tegishli ekanini qanday tekshirish mumkin?',
    ]);
  });

  test('tariffs are readable and the office toggle works', async ({ page }) => {
    await page.goto('/rus/tariff');
    await expect(
      page.getByRole('article', { name: 'Orange', exact: true }).getByText('179 000 сум в месяц'),
    ).toBeVisible();
    await page.getByText('Для офиса', { exact: true }).click();
    await expect(page.getByRole('article', { name: 'Grand All 500', exact: true })).toBeVisible();
  });
});

test('sitemap.xml lists every public page in both languages with alternates, and robots.txt guards the admin', async ({
  page,
  request,
  baseURL,
}) => {
  const sitemap = await (await request.get('/sitemap.xml', { maxRedirects: 0 })).text();
  for (const path of PUBLIC_ROUTES) {
    for (const lang of ['rus', 'uzb'])
      expect(sitemap, `${lang}${path}`).toContain(`<loc>${baseURL}/${lang}${path}</loc>`);
  }
  expect(sitemap).toContain(`<loc>${baseURL}/rus/faq</loc>`);
  expect(sitemap).toContain(`<loc>${baseURL}/uzb/faq</loc>`);
  expect(sitemap).toMatch(new RegExp(`<loc>${baseURL}/uzb/news/\\d+</loc>`));
  expect(sitemap).toContain(`<loc>${baseURL}/rus/tariff/series/nihol</loc>`);
  expect(sitemap).toContain(`hreflang="uz" href="${baseURL}/uzb/faq"`);
  // Every <url> names the same x-default as its page's head, in both languages.
  const entries = sitemap.split('<url>').slice(1);
  expect(entries.length).toBeGreaterThan(PUBLIC_ROUTES.length);
  for (const entry of entries) expect(entry).toContain('hreflang="x-default"');
  await page.goto('/uzb/faq');
  const headDefault = await page.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute('href');
  expect(headDefault).toBe(`${baseURL}/rus/faq`);
  const faqEntries = entries.filter((entry) => /<loc>[^<]*\/(rus|uzb)\/faq<\/loc>/.test(entry));
  expect(faqEntries).toHaveLength(2);
  for (const entry of faqEntries) expect(entry).toContain(`hreflang="x-default" href="${headDefault}"`);

  const robots = await (await request.get('/robots.txt', { maxRedirects: 0 })).text();
  expect(robots).toContain('Disallow: /*/adm');
  expect(robots).toContain('Disallow: /api');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
