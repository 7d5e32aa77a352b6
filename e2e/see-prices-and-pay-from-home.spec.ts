import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectCheckouts } from './helpers/checkout-links';

// Issue #33: the home page leads with prices and a pay button; the payment step shows the account
// (holder masked by the server), the chosen amount with grouped digits, then the systems' tiles.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const TEXT = {
  rus: {
    pay: 'Оплатить',
    tariffs: 'Тарифы для дома',
    all: 'Все тарифы',
    price: /^[\d\s]+ сум$/,
    check: 'Проверить логин',
    login: 'Логин',
    hint: 'Логин указан в договоре',
    account: 'Лицевой счёт x100001',
    holder: 'А*** К***',
    tariff: 'Orange',
    connection: 'Оптоволокно до дома',
    preset: /^100\s000 сум$/,
    sum: 'Сумма, сум',
    choose: 'Выберите способ оплаты',
    summary: /К оплате 100\s000 сум на логин x100001/,
  },
  uzb: {
    pay: 'Toʻlash',
    tariffs: 'Uy uchun tariflar',
    all: 'Barcha tariflar',
    price: /^[\d\s]+ soʻm$/,
    check: 'Loginni tekshirish',
    login: 'Login',
    hint: 'Login shartnomada koʻrsatilgan',
    account: 'x100001 shaxsiy hisobi',
    holder: 'А*** К***',
    tariff: 'Orange',
    connection: 'Uygacha optik tola',
    preset: /^100\s000 soʻm$/,
    sum: 'Summa, soʻm',
    choose: 'Toʻlov usulini tanlang',
    summary: /x100001 loginiga 100\s000 soʻm toʻlanadi/,
  },
} as const;
type Lang = keyof typeof TEXT;

async function expectAccessible(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  for (const width of [320, 360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${what} at ${width}`).toBeLessThanOrEqual(width);
  }
}

/** The account card: the login found, whose (masked), its tariff and its connection in words. */
async function expectAccountCard(page: Page, lang: Lang) {
  const t = TEXT[lang];
  const card = page.getByRole('region', { name: t.account });
  await expect(card).toBeVisible();
  for (const fact of [t.holder, t.tariff, t.connection]) await expect(card).toContainText(fact);
  await expect(card).not.toContainText('FTTx');
  // the holder's full name never reaches the page
  expect(await page.content()).not.toMatch(/Алишер|Каримов/);
}

for (const lang of ['rus', 'uzb'] as const) {
  const t = TEXT[lang];

  for (const width of [360, 1280]) {
    test(`${lang} at ${width}: the home page shows prices linked to their tariffs and the pay action up front`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/${lang}`, { waitUntil: 'networkidle' });
      const pay = page.getByRole('banner').getByRole('link', { name: t.pay, exact: true });
      await expect(pay).toBeVisible();
      await expect(pay).toHaveAttribute('href', `/${lang}/payment`);
      await expect(pay).toBeInViewport();

      const section = page.getByRole('region', { name: t.tariffs });
      const cards = section.getByRole('listitem');
      expect(await cards.count()).toBeGreaterThanOrEqual(3);
      for (const card of await cards.all()) {
        await expect(card.getByText(t.price)).toBeVisible();
        await expect(card.getByRole('link')).toHaveAttribute('href', new RegExp(`^/${lang}/tariff/[\\w-]+$`));
      }
      await expect(section.getByRole('link', { name: t.all })).toHaveAttribute('href', `/${lang}/tariff`);
      // the first section after the slider
      const after = await page
        .locator('section[aria-roledescription="carousel"] + section')
        .getAttribute('aria-labelledby');
      expect(after).toBe('home-tariffs-title');

      // every row of the menu cards is full: its last card ends where the grid ends
      const boxes = await page
        .getByRole('region', { name: lang === 'rus' ? 'Что вы хотите сделать?' : 'Nima qilmoqchisiz?' })
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
      const gridRight = Math.max(...boxes.map((b) => b.right));
      const rowEnds = new Map<number, number>();
      for (const b of boxes) rowEnds.set(Math.round(b.top), Math.max(rowEnds.get(Math.round(b.top)) ?? 0, b.right));
      for (const [top, right] of rowEnds) expect(right, `row at ${top}`).toBeCloseTo(gridRight, 0);

      await expectAccessible(page, `/${lang} at ${width}`);
    });
  }

  test(`${lang}: the payment step shows the masked holder, the chosen amount grouped and each system's tile`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/${lang}`);
    await page.getByRole('banner').getByRole('link', { name: t.pay, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/payment$`));
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: t.check }) });
    const login = form.getByLabel(t.login, { exact: true });
    await expect(login).toHaveAccessibleDescription(t.hint);
    await login.fill('100001');
    await form.getByRole('button', { name: t.check }).click();
    await expectAccountCard(page, lang);

    const preset = page.getByRole('button', { name: t.preset });
    await expect(preset).toHaveAttribute('aria-pressed', 'false');
    await preset.click();
    await expect(preset).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel(t.sum, { exact: true })).toHaveValue('100\u00a0000');
    await expect(page.getByText(t.summary)).toBeVisible();
    const area = page.getByRole('main');
    await expectCheckouts(area, t.choose, 'x100001', 100_000);
    // each tile carries its system's mark; the tiles appear with the amount, so their pictures may still be loading
    const marks = area.getByRole('region', { name: t.choose }).locator('a img');
    await expect(marks).toHaveCount(4);
    for (const mark of await marks.all())
      await expect
        .poll(() => mark.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1)))
        .toBe(40);

    await expectAccessible(page, `/${lang}/payment at 360`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectAccessible(page, `/${lang}/payment at 1280`);
    await expectNoSidewaysScroll(page, `/${lang}/payment, amount chosen`);
    await page.goto(`/${lang}`);
    await expectNoSidewaysScroll(page, `/${lang}`);
  });

  test.describe(`${lang}: without script`, () => {
    test.use({ javaScriptEnabled: false });

    test('the same step: the account card, the amount grouped, the tiles', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(`/${lang}/payment`);
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: t.check }) });
      await form.getByLabel(t.login, { exact: true }).fill('100001');
      await form.getByRole('button', { name: t.check }).click();
      await expectAccountCard(page, lang);
      await page.getByRole('button', { name: t.preset }).click();
      await expect(page).toHaveURL(/amount=100000/);
      await expectAccountCard(page, lang);
      await expect(page.getByRole('button', { name: t.preset })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByLabel(t.sum, { exact: true })).toHaveValue('100\u00a0000');
      await expectCheckouts(page.getByRole('main'), t.choose, 'x100001', 100_000);
    });
  });
}
