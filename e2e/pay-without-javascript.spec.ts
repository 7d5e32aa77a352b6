import { expect, test, type Page } from '@playwright/test';
import { expectCheckouts } from './helpers/checkout-links';

// A phone that runs no script: every step is a form the server answers.
test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });

const TEXT = {
  rus: {
    check: 'Проверить логин',
    login: 'Логин',
    found: 'Логин найден',
    holder: 'А*** К***',
    hint: 'Логин указан в договоре',
    notFound: 'Логин не найден или недоступен для оплаты онлайн',
    required: 'Обязательное поле.',
    preset: /^100\s000 сум$/,
    sum: 'Сумма, сум',
    toPayment: 'К оплате',
    sumRange: 'Введите сумму от 1 000 до 50 000 000 сум.',
    sumHint: 'От 1 000 до 50 000 000 сум, целым числом',
    choose: 'Выберите способ оплаты',
    summary: /К оплате 75\s000 сум на логин x100001/,
  },
  uzb: {
    check: 'Loginni tekshirish',
    login: 'Login',
    found: 'Login topildi',
    holder: 'А*** К***',
    hint: 'Login shartnomada koʻrsatilgan',
    notFound: 'Login topilmadi yoki onlayn toʻlov uchun mavjud emas',
    required: 'Majburiy maydon.',
    preset: /^100\s000 soʻm$/,
    sum: 'Summa, soʻm',
    toPayment: 'Toʻlovga oʻtish',
    sumRange: '1 000 dan 50 000 000 soʻmgacha summa kiriting.',
    sumHint: '1 000 dan 50 000 000 soʻmgacha, butun son bilan',
    choose: 'Toʻlov usulini tanlang',
    summary: /x100001 loginiga 75\s000 soʻm toʻlanadi/,
  },
} as const;

/** The payment page's login form (the page also has the cabinet's sign-in form with a login field). */
const loginForm = (page: Page, lang: 'rus' | 'uzb') =>
  page.locator('form').filter({ has: page.getByRole('button', { name: TEXT[lang].check }) });

/** Sends the login form of the payment page. */
async function sendLogin(page: Page, lang: 'rus' | 'uzb', login: string) {
  const t = TEXT[lang];
  const form = loginForm(page, lang);
  await form.getByLabel(t.login, { exact: true }).fill(login);
  await form.getByRole('button', { name: t.check }).click();
}

for (const lang of ['rus', 'uzb'] as const) {
  test(`${lang}: without script, a login is checked, an amount sent and each payment system's checkout offered`, async ({
    page,
  }) => {
    const t = TEXT[lang];
    await page.goto(`/${lang}/payment`);
    const area = page.getByRole('main');
    await sendLogin(page, lang, '100001');
    await expect(page).toHaveURL(new RegExp(`/${lang}/payment\\?prefix=x&login=100001$`));
    await expect(area.getByRole('status').filter({ hasText: t.found })).toBeVisible();
    await expect(area.getByText(t.holder, { exact: true })).toBeVisible();
    await expect(loginForm(page, lang).getByLabel(t.login, { exact: true })).toHaveValue('100001');
    await expect(area.getByRole('region', { name: t.choose })).toHaveCount(0);

    await area.getByLabel(t.sum, { exact: true }).fill('75 000');
    await area.getByRole('button', { name: t.toPayment }).click();
    await expect(page).toHaveURL(/amount=75\+000/);
    await expect(area.getByText(t.summary)).toBeVisible();
    // the taken sum is shown back as people write it
    await expect(area.getByLabel(t.sum, { exact: true })).toHaveValue('75\u00a0000');
    await expectCheckouts(area, t.choose, 'x100001', 75_000);

    await area.getByRole('button', { name: t.preset }).click();
    await expectCheckouts(area, t.choose, 'x100001', 100_000);
  });

  test(`${lang}: without script, an unknown login, an empty one and an amount out of range are answered on the page`, async ({
    page,
  }) => {
    const t = TEXT[lang];
    await page.goto(`/${lang}/payment`);
    const area = page.getByRole('main');
    await sendLogin(page, lang, '999999');
    await expect(area.getByRole('status').filter({ hasText: t.notFound })).toBeVisible();
    await expect(area.getByLabel(t.sum, { exact: true })).toHaveCount(0);

    await sendLogin(page, lang, '');
    // the hint where the login is printed, then the error
    await expect(loginForm(page, lang).getByLabel(t.login, { exact: true })).toHaveAccessibleDescription(
      `${t.hint} ${t.required}`,
    );

    await sendLogin(page, lang, '100001');
    await area.getByLabel(t.sum, { exact: true }).fill('12');
    await area.getByRole('button', { name: t.toPayment }).click();
    await expect(area.getByLabel(t.sum, { exact: true })).toHaveAccessibleDescription(`${t.sumHint} ${t.sumRange}`);
    await expect(area.getByRole('region', { name: t.choose })).toHaveCount(0);
  });
}
