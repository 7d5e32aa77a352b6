import { expect, test, type Page } from '@playwright/test';
import { BASE, firstAdmin, loginViaUi, sign } from './helpers/admin';

const homeSection = (page: Page) => page.locator('#kind-home-tariffs');

/** The distinct left edges of the visible home tariff cards: the number of grid columns. */
async function columns(page: Page): Promise<number> {
  const lefts = await homeSection(page)
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.filter((c) => c.getClientRects().length).map((c) => Math.round(c.getBoundingClientRect().left)),
    );
  return new Set(lefts).size;
}

for (const { lang, badge, perMonth, price } of [
  { lang: 'rus', badge: 'Популярный', perMonth: 'в месяц', price: '179 000 сум' },
  { lang: 'uzb', badge: 'Ommabop', perMonth: 'oyiga', price: '179 000 soʻm' },
]) {
  test(`${lang}: the monthly price is the largest figure of a card, the speed next, and a flagged tariff says it is popular`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/tariff`);
    const orange = page.getByRole('article', { name: 'Orange', exact: true });
    const priceLine = orange.locator('[data-role="price"]');
    await expect(priceLine).toHaveText(`${price} ${perMonth}`);
    const sizes = await orange.evaluate((card) => {
      const size = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
      const price = size(card.querySelector('[data-role="price"] span')!);
      const others = [...card.querySelectorAll('p, li, span, dd, dt, h3, h4')]
        .filter((el) => !el.closest('[data-role="price"]'))
        .map(size);
      return { price, speed: size(card.querySelector('[data-role="speed"]')!), others };
    });
    expect(sizes.price).toBeGreaterThan(Math.max(...sizes.others));
    expect(sizes.speed).toBeGreaterThanOrEqual(Math.max(...sizes.others));
    await expect(orange.getByText(badge, { exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Mandarin', exact: true }).getByText(badge)).toHaveCount(0);
  });
}

test('tariff cards stand in one, two or three columns as the screen widens', async ({ page }) => {
  for (const [width, expected] of [
    [360, 1],
    [768, 2],
    [1280, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/rus/tariff');
    expect(await columns(page), `${width} px`).toBe(expected);
  }
});

test('the parameter picker stands above the cards and narrows them in place, in Uzbek too', async ({ page }) => {
  await page.goto('/uzb/tariff');
  const picker = page.getByRole('region', { name: 'Parametrlar boʻyicha tarif tanlang' });
  const pickerBox = (await picker.boundingBox())!;
  const firstCard = (await homeSection(page).getByRole('article').first().boundingBox())!;
  expect(pickerBox.y + pickerBox.height).toBeLessThan(firstCard.y);

  await expect(homeSection(page).getByRole('article')).toHaveCount(7);
  await picker.getByLabel('Kerakli tezlik, Mbit/s').fill('250');
  await picker.getByLabel('Qurilmalar soni').fill('2');
  await expect(picker.getByRole('status')).toHaveText('1 ta tarif mos keladi');
  await expect(homeSection(page).getByRole('article', { name: 'Gamer', exact: true })).toBeVisible();
  await expect(homeSection(page).getByRole('article', { name: 'Orange', exact: true })).toBeHidden();
  await expect(homeSection(page).getByRole('article', { name: 'Orange Plus', exact: true })).toBeHidden();

  await picker.getByRole('button', { name: 'Barcha tariflarni koʻrsatish' }).click();
  await expect(homeSection(page).getByRole('article', { name: 'Orange', exact: true })).toBeVisible();
});

test('the home tariffs take at most 5,000 px at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/rus/tariff');
  const box = (await homeSection(page).boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(5000);
});

test('staff choose which tariffs are marked popular', async ({ page }) => {
  const admin = firstAdmin();
  await loginViaUi(page, admin.email, admin.password);
  const headers = () => ({ ...sign(), origin: BASE });
  // each update is based on the version saved last (GET adm/sc lists it)
  const save = async (codes: string[]) => {
    const items = (await (await page.request.get('/api/v1/adm/sc', { headers: headers() })).json()).data as {
      id: string;
      version: number;
    }[];
    const version = items.find((item) => item.id === 'popular_tariffs')?.version;
    const value = codes.map((code) => ({ code }));
    return page.request.post('/api/v1/save', {
      data: { section: 'sc', id: 'popular_tariffs', version, data: { kind: 'list', value } },
      headers: headers(),
    });
  };
  expect((await save(['mandarin'])).status()).toBe(200);
  try {
    await page.goto('/rus/tariff');
    await expect(
      page.getByRole('article', { name: 'Mandarin', exact: true }).getByText('Популярный', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('article', { name: 'Orange', exact: true }).getByText('Популярный')).toHaveCount(0);
  } finally {
    expect((await save(['orange', 'grand-day-200'])).status()).toBe(200);
  }
});
