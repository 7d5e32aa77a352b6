import { expect, test, type Page } from '@playwright/test';

// Every page here is server-rendered: read it with JavaScript off to prove the content is in the HTML.
test.use({ javaScriptEnabled: false });

const ADDITIONAL = [
  'magic',
  'neighbour',
  'iptv',
  'sip',
  'ip_cameras',
  'internet_packages',
  'port_reserve',
  'sms_info',
  'express_connection',
  'static_ip',
  'new_month',
  'free_nights',
  'maintenance',
  'wifi_routers',
  'smart_speakers',
];
const CORPORATE = [
  'internet',
  'iptv',
  'sip',
  'video_surveillance',
  'domain_hosting',
  'operators',
  'colocation',
  'cloud_pbx',
  'maintenance',
];
const PAGES = [
  '/documents',
  '/about',
  '/additional_services',
  '/corporate',
  '/sip',
  '/internal_resources',
  '/blocked',
  '/offer',
  '/policies',
  '/app/privacy_policy',
  ...ADDITIONAL.map((id) => `/additional_services/${id}`),
  ...CORPORATE.map((id) => `/corporate/${id}`),
];
// every title ends with the brand alone, so the page's own part fits a search result
const SITE_NAME = { rus: 'TashNet', uzb: 'TashNet' };
const CYRILLIC = /[\u0400-\u04FF]/;

async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator('h1'), path).toHaveCount(1);
  const h1 = (await page.locator('h1').textContent())?.trim() ?? '';
  expect(h1, path).not.toBe('');
  return h1;
}

for (const lang of ['rus', 'uzb'] as const) {
  test(`every page of part B answers in ${lang} with one h1 and its own title`, async ({ page }) => {
    test.setTimeout(180_000);
    for (const path of PAGES) {
      const h1 = await visit(page, `/${lang}${path}`);
      await expect(page).toHaveTitle(`${h1} — ${SITE_NAME[lang]}`);
      await expect(page.getByRole('main')).toBeVisible();
      if (lang === 'uzb') {
        expect(CYRILLIC.test(h1), `${path}: ${h1}`).toBe(false);
        expect(CYRILLIC.test(await page.getByRole('main').innerText()), `${path} main text`).toBe(false);
      }
    }
  });
}

test('an unknown service id is a 404', async ({ page }) => {
  for (const path of ['/rus/additional_services/no_such_service', '/uzb/corporate/no_such_service']) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
});

test('the additional services page links every service to its page', async ({ page }) => {
  await page.goto('/rus/additional_services');
  const links = page.getByRole('main').getByRole('link');
  for (const id of ADDITIONAL)
    await expect(page.locator(`main a[href="/rus/additional_services/${id}"]`)).toHaveCount(1);
  await expect(links.filter({ hasText: 'Приведи соседа' })).toHaveAttribute(
    'href',
    '/rus/additional_services/neighbour',
  );
});

test('the router catalogue shows six models with prices, rents and badges', async ({ page }) => {
  await page.goto('/rus/additional_services/wifi_routers');
  const catalogue = page.getByRole('region', { name: 'Каталог роутеров' });
  const card = (name: string) => catalogue.getByRole('article', { name, exact: true });
  await expect(catalogue.getByRole('article')).toHaveCount(6);
  const expected: [string, string, string | null, string | null][] = [
    ['TP-Link Archer C6', '349 000 сум', null, 'Хит продаж'],
    ['TP-Link Archer AX23', '399 000 сум', null, 'Скоро в продаже'],
    ['Xiaomi Router AX3000T', '399 000 сум', null, null],
    ['Keenetic Speedster', '399 000 сум', '40 000 сум', 'Хит продаж'],
    ['TP-Link Archer C64', '299 000 сум', '25 000 сум', 'Скоро закончится'],
    ['Tenda AC10', '299 000 сум', '25 000 сум', null],
  ];
  for (const [name, buy, rent, badge] of expected) {
    await expect(card(name)).toContainText(`Цена покупки${buy}`);
    if (rent) await expect(card(name)).toContainText(`Аренда в месяц${rent}`);
    else await expect(card(name)).not.toContainText('Аренда в месяц');
    for (const text of ['Хит продаж', 'Скоро в продаже', 'Скоро закончится']) {
      if (text === badge) await expect(card(name)).toContainText(text);
      else await expect(card(name)).not.toContainText(text);
    }
    await expect(card(name).getByRole('img', { name, exact: true })).toBeVisible();
  }
});

test('the speaker catalogue shows three models with their prices, in both languages', async ({ page }) => {
  await page.goto('/rus/additional_services/smart_speakers');
  const catalogue = page.getByRole('region', { name: 'Каталог умных колонок' });
  await expect(catalogue.getByRole('article')).toHaveCount(3);
  await expect(catalogue.getByRole('article', { name: 'Yandex Station Lite' })).toContainText('795 000 сум');
  await expect(catalogue.getByRole('article', { name: 'Yandex Station Mini' })).toContainText('1 280 000 сум');
  await expect(catalogue.getByRole('article', { name: 'Yandex Station Max' })).toContainText('4 970 000 сум');
  await expect(catalogue.getByRole('article', { name: 'Yandex Station Max' })).toContainText('Zigbee');

  await page.goto('/uzb/additional_services/smart_speakers');
  await expect(
    page
      .getByRole('region', { name: 'Aqlli kolonkalar katalogi' })
      .getByRole('article', { name: 'Yandex Station Lite' }),
  ).toContainText('795 000 soʻm');
});

test('the about page shows since 1996, the three licences with their dates, the leadership and Organization data', async ({
  page,
}) => {
  await page.goto('/rus/about');
  // the age is the current year in Tashkent less the founding year, never a stored figure
  const year = Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tashkent', year: 'numeric' }).format(new Date()),
  );
  // one card says both the age and the founding year, once each
  const facts = page.getByRole('region', { name: 'Компания в цифрах' });
  await expect(facts.getByText(new RegExp(`^${year - 1996} (год|года|лет)$`))).toBeVisible();
  await expect(facts.getByText('на рынке Ташкента с 1996 года', { exact: true })).toBeVisible();
  expect((await facts.innerText()).match(/1996/g)).toHaveLength(1);
  const licences = page.getByRole('region', { name: 'Лицензии' }).getByRole('listitem');
  await expect(licences).toHaveCount(3);
  await expect(licences.filter({ hasText: 'распространение телерадиопрограмм' })).toContainText('31.05.2022');
  await expect(licences.filter({ hasText: 'распространение телерадиопрограмм' })).toContainText('31.05.2027');
  await expect(licences.filter({ hasText: 'сетей телекоммуникаций' })).toContainText('28.04.2022');
  await expect(licences.filter({ hasText: 'сетей телекоммуникаций' })).toContainText('бессрочно');
  await expect(licences.filter({ hasText: 'местной телефонной связи' })).toContainText('01.09.2021');
  await expect(licences.filter({ hasText: 'местной телефонной связи' })).toContainText('бессрочно');
  await expect(
    page.getByRole('region', { name: 'Руководство' }).getByRole('heading', { name: 'Рустам Каримов', level: 3 }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Руководство' })).toContainText('Генеральный директор');

  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(data['@type']).toBe('Organization');
  expect(data.telephone).toBe('+998 71 200 00 00');
  expect(data.department.length).toBeGreaterThan(1);
  expect(data.department[0].address.postalCode).toMatch(/^\d{6}$/);
});

test('the corporate page shows why us, nine services and tariffs with their time windows and prices', async ({
  page,
}) => {
  await page.goto('/rus/corporate');
  const reasons = page.getByRole('region', { name: 'Почему выбирают нас' });
  for (const text of ['Заявленная скорость', 'Поддержка 24/7', 'Статический IP'])
    await expect(reasons).toContainText(text);
  const services = page.getByRole('region', { name: 'Услуги для бизнеса' });
  await expect(services.getByRole('link')).toHaveCount(CORPORATE.length);
  for (const id of CORPORATE) await expect(services.locator(`a[href="/rus/corporate/${id}"]`)).toHaveCount(1);
  const tariffs = page.getByRole('region', { name: 'Корпоративные тарифы' });
  const nihol = tariffs.getByRole('region', { name: 'Nihol' });
  await expect(nihol).toContainText('07:00–19:00: 50 Мбит/с');
  await expect(nihol).toContainText('19:00–07:00: 5 Мбит/с');
  await expect(nihol).toContainText('от 495 000 сум');
  const grandDay = tariffs.getByRole('region', { name: 'Grand Day' });
  await expect(grandDay).toContainText('01:00–20:00');
  await expect(grandDay).toContainText('20:00–01:00');
  await expect(grandDay.getByRole('row').filter({ hasText: /Grand Day 50(?!0)/ })).toContainText('690 000 сум');
});

test('the blocked notice tells the subscriber how to pay', async ({ page }) => {
  await page.goto('/uzb/blocked');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hurmatli abonent!');
  await expect(page.getByRole('link', { name: 'Login boʻyicha tezkor toʻlov' })).toHaveAttribute(
    'href',
    '/uzb/payment',
  );
  await expect(page.getByRole('link', { name: 'Shaxsiy kabinetda toʻldirish' })).toHaveAttribute(
    'href',
    /^https?:\/\//,
  );
  await page.goto('/rus/blocked');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Уважаемый абонент!');
  await expect(page.getByRole('main')).toContainText('Срок оплаты услуг за текущий месяц истёк');
  // Paying through a system starts with the login (e2e/pay-by-login.spec.ts follows it to the checkout links).
  const systems = page.getByRole('region', { name: 'Оплатить по логину' });
  await expect(systems.getByLabel('Логин', { exact: true })).toBeVisible();
  await expect(systems.getByRole('button', { name: 'Проверить логин' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Другие способы оплаты' })).toContainText('Касса компании');
});

test('documents, SIP, internal resources and the legal texts are readable', async ({ page }) => {
  await page.goto('/rus/documents');
  await expect(page.getByRole('region', { name: /FTTx/ })).toContainText('Для юридических лиц');
  await expect(page.getByRole('region', { name: /ADSL/ })).toContainText('0/33');
  await page.goto('/rus/sip');
  await expect(page.getByRole('link', { name: 'Связаться с нами' })).toHaveAttribute('href', '/rus/contacts');
  await page.goto('/rus/internal_resources');
  await expect(
    page.getByRole('region', { name: 'Государственные сервисы' }).getByRole('link', { name: /Soliq\.uz/ }),
  ).toHaveAttribute('href', 'https://soliq.uz');
  await page.goto('/rus/offer');
  await expect(page.getByRole('main')).toContainText('Общие положения');
});

test('the pages fit a 360 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of [
    '/rus/about',
    '/uzb/corporate',
    '/rus/additional_services/wifi_routers',
    '/rus/additional_services/smart_speakers',
    '/rus/blocked',
    '/uzb/documents',
  ]) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
  }
});
