import { expect, test } from '@playwright/test';

// A phone that runs no script: the rating is a plain form, answered by the server's page.
test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });

const TEXT = {
  rus: {
    kind: 'Техническая служба',
    star: '4 звезды',
    reason: 'Причина',
    otherKindsReason: 'Долгое ожидание подключения',
    reasonOption: 'Долгое ожидание мастера',
    submit: 'Отправить оценку',
    choose: 'Выберите ответ.',
    thanks: 'Спасибо за оценку!',
    again: 'Вы уже оставляли оценку.',
  },
  uzb: {
    kind: 'Texnik xizmat',
    star: '4 yulduz',
    reason: 'Sabab',
    otherKindsReason: 'Ulanishni uzoq kutish',
    reasonOption: 'Ustani uzoq kutish',
    submit: 'Bahoni yuborish',
    choose: 'Javobni tanlang.',
    thanks: 'Baho uchun rahmat!',
    again: 'Siz allaqachon baho qoldirgansiz.',
  },
} as const;

for (const lang of ['rus', 'uzb'] as const) {
  test(`${lang}: without script, a subscriber rates a visit, is thanked, and a second rating is refused`, async ({
    page,
  }) => {
    const t = TEXT[lang];
    const url = `/${lang}/feedback/visit-nojs-${lang}-${Date.now()}`;
    const rate = async (reason: string) => {
      await page.getByRole('radio', { name: t.kind }).check();
      await page.getByRole('radio', { name: t.star }).check();
      await page.getByLabel(t.reason, { exact: true }).selectOption({ label: reason });
      await page.getByRole('button', { name: t.submit }).click();
    };
    await page.goto(url);
    // every kind's reasons are offered; one of another kind is refused under the field
    await rate(t.otherKindsReason);
    await expect(page.getByLabel(t.reason, { exact: true })).toHaveAccessibleDescription(t.choose);

    await rate(t.reasonOption);
    await expect(page).toHaveURL(new RegExp(`${url}/thanks$`));
    await expect(page.getByRole('status').filter({ hasText: t.thanks })).toBeVisible();
    await expect(page.getByRole('button', { name: t.submit })).toHaveCount(0);

    await page.goto(url);
    await rate(t.reasonOption);
    await expect(page.getByRole('status').filter({ hasText: t.again })).toBeVisible();
  });
}
