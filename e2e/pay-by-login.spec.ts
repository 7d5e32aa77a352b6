import { expect, test } from '@playwright/test';

const TEXT = {
  rus: { check: 'Проверить логин', login: 'Логин', found: 'Логин найден. Технология: FTTx', notFound: 'Логин не найден или недоступен для оплаты онлайн', alternatives: 'Другие способы оплаты', cabinet: 'Старый личный кабинет' },
  uzb: { check: 'Loginni tekshirish', login: 'Login', found: 'Login topildi. Texnologiya: FTTx', notFound: "Login topilmadi yoki onlayn to'lov uchun mavjud emas", alternatives: "Boshqa to'lov usullari", cabinet: 'Eski shaxsiy kabinet' },
} as const;

for (const lang of ['rus', 'uzb'] as const) {
  test(`${lang}: a subscriber checks a login before paying, found and not found`, async ({ page }) => {
    const t = TEXT[lang];
    await page.goto(`/${lang}/payment`);
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: t.check }) });
    await form.getByLabel(t.login, { exact: true }).fill('100001');
    await form.getByRole('button', { name: t.check }).click();
    await expect(page.getByRole('status').filter({ hasText: t.found })).toBeVisible();

    await form.getByLabel(t.login, { exact: true }).fill('999999');
    await form.getByRole('button', { name: t.check }).click();
    await expect(page.getByRole('status').filter({ hasText: t.notFound })).toBeVisible();

    await expect(page.getByRole('heading', { name: t.alternatives })).toBeVisible();
    await expect(page.getByRole('link', { name: t.cabinet })).toHaveAttribute('href', /old\.cabinet/);
    await expect(page.locator('form[method="post"]')).toHaveAttribute('action', /cabinet/);
  });
}
