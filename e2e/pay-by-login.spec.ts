import { expect, test, type Locator } from '@playwright/test';
import { expectCheckouts as expectCheckoutsIn } from './helpers/checkout-links';

const TEXT = {
  rus: {
    check: 'Проверить логин',
    login: 'Логин',
    found: 'Логин найден',
    holder: 'А*** К***',
    notFound: 'Логин не найден или недоступен для оплаты онлайн',
    alternatives: 'Другие способы оплаты',
    cabinet: 'Старый личный кабинет',
    beta: 'Новый кабинет (бета)',
    preset: /^100\s000 сум$/,
    sum: 'Сумма, сум',
    toPayment: 'К оплате',
    sumRange: 'Введите сумму от 1 000 до 50 000 000 сум.',
    sumHint: 'От 1 000 до 50 000 000 сум, целым числом',
    payWith: 'Оплатить через',
    choose: 'Выберите способ оплаты',
    invalidSum: 'Введите сумму целым числом в сумах.',
    summary: /К оплате 75\s000 сум на логин he200002/,
    systems: 'Оплатить по логину',
  },
  uzb: {
    check: 'Loginni tekshirish',
    login: 'Login',
    found: 'Login topildi',
    holder: 'А*** К***',
    notFound: 'Login topilmadi yoki onlayn toʻlov uchun mavjud emas',
    alternatives: 'Boshqa toʻlov usullari',
    cabinet: 'Eski shaxsiy kabinet',
    beta: 'Yangi kabinet (beta)',
    preset: /^100\s000 soʻm$/,
    sum: 'Summa, soʻm',
    toPayment: 'Toʻlovga oʻtish',
    sumRange: '1 000 dan 50 000 000 soʻmgacha summa kiriting.',
    sumHint: '1 000 dan 50 000 000 soʻmgacha, butun son bilan',
    payWith: 'orqali toʻlash',
    choose: 'Toʻlov usulini tanlang',
    invalidSum: 'Summani soʻmda butun son bilan kiriting.',
    summary: /he200002 loginiga 75\s000 soʻm toʻlanadi/,
    systems: 'Login boʻyicha toʻlash',
  },
} as const;

/** Every configured system's checkout carries the account and the amount. */
const expectCheckouts = (area: Locator, lang: 'rus' | 'uzb', account: string, sum: number) =>
  expectCheckoutsIn(area, TEXT[lang].choose, account, sum);

/** Checks a login in the area and waits for the answer. */
async function checkLogin(area: Locator, lang: 'rus' | 'uzb', prefix: string, login: string) {
  const t = TEXT[lang];
  // the payment page also has the cabinet's sign-in form with its own login field
  const form = area.locator('form').filter({ has: area.page().getByRole('button', { name: t.check }) });
  if (prefix !== 'x')
    await form.getByLabel(lang === 'rus' ? 'Префикс' : 'Prefiks', { exact: true }).selectOption(prefix);
  await form.getByLabel(t.login, { exact: true }).fill(login);
  await form.getByRole('button', { name: t.check }).click();
}

for (const lang of ['rus', 'uzb'] as const) {
  test(`${lang}: a subscriber checks a login, chooses the amount and gets each payment system's checkout`, async ({
    page,
  }) => {
    const t = TEXT[lang];
    await page.goto(`/${lang}/payment`);
    const area = page.getByRole('main');
    await checkLogin(area, lang, 'x', '999999');
    await expect(page.getByRole('status').filter({ hasText: t.notFound })).toBeVisible();
    await expect(area.getByRole('button', { name: t.preset })).toHaveCount(0);

    await checkLogin(area, lang, 'x', '100001');
    await expect(page.getByRole('status').filter({ hasText: t.found })).toBeVisible();
    await expect(area.getByText(t.holder, { exact: true })).toBeVisible();
    await expect(area.getByRole('link', { name: new RegExp(t.payWith) })).toHaveCount(0);
    await area.getByRole('button', { name: t.preset }).click();
    await expectCheckouts(area, lang, 'x100001', 100_000);

    await expect(page.getByRole('heading', { name: t.alternatives })).toBeVisible();
    await expect(page.getByRole('link', { name: t.cabinet })).toHaveAttribute('href', /old\.cabinet/);
    await expect(page.getByRole('link', { name: t.beta })).toHaveAttribute('href', /beta\.cabinet/);
    await expect(page.locator('form[method="post"]')).toHaveAttribute('action', /cabinet/);
  });

  test(`${lang}: a typed amount is checked before the checkout is offered`, async ({ page }) => {
    const t = TEXT[lang];
    await page.goto(`/${lang}/payment`);
    const area = page.getByRole('main');
    await checkLogin(area, lang, 'he', '200002');
    const sum = area.getByLabel(t.sum, { exact: true });
    for (const wrong of ['12', '1.5', '999999999']) {
      await sum.fill(wrong);
      await area.getByRole('button', { name: t.toPayment }).click();
      // the bounds are said under the field from the start, the error after them
      await expect(sum).toHaveAccessibleDescription(`${t.sumHint} ${wrong === '1.5' ? t.invalidSum : t.sumRange}`);
      await expect(area.getByRole('link', { name: new RegExp(t.payWith) })).toHaveCount(0);
    }
    await sum.fill('75 000');
    await area.getByRole('button', { name: t.toPayment }).click();
    await expect(area.getByText(t.summary)).toBeVisible();
    await expectCheckouts(area, lang, 'he200002', 75_000);
  });

  test(`${lang}: the blocked notice offers the same checkout after a login`, async ({ page }) => {
    const t = TEXT[lang];
    await page.goto(`/${lang}/blocked`);
    const area = page.getByRole('region', { name: t.systems });
    await checkLogin(area, lang, 'x', '100001');
    await expect(area.getByRole('status').filter({ hasText: t.found })).toBeVisible();
    await expect(area.getByText(t.holder, { exact: true })).toBeVisible();
    await area.getByRole('button', { name: t.preset }).click();
    await expectCheckouts(area, lang, 'x100001', 100_000);
  });
}
