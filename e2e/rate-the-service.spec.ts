import { expect, test } from '@playwright/test';

const TEXT = {
  rus: {
    kind: 'Техническая служба',
    star: '4 звезды',
    star2: '2 звезды',
    reason: 'Причина',
    reasonOption: 'Долгое ожидание мастера',
    reason2: 'Проблема повторяется',
    submit: 'Отправить оценку',
    choose: 'Выберите ответ.',
    thanks: 'Спасибо за оценку!',
    again: 'Вы уже оставляли оценку.',
    change: 'Изменить оценку',
    saveChange: 'Сохранить новую оценку',
    changed: 'Оценка изменена.',
  },
  uzb: {
    kind: 'Texnik xizmat',
    star: '4 yulduz',
    star2: '2 yulduz',
    reason: 'Sabab',
    reasonOption: 'Ustani uzoq kutish',
    reason2: 'Muammo takrorlanmoqda',
    submit: 'Bahoni yuborish',
    choose: 'Javobni tanlang.',
    thanks: 'Baho uchun rahmat!',
    again: 'Siz allaqachon baho qoldirgansiz.',
    change: 'Bahoni oʻzgartirish',
    saveChange: 'Yangi bahoni saqlash',
    changed: 'Baho oʻzgartirildi.',
  },
} as const;

for (const lang of ['rus', 'uzb'] as const) {
  test(`${lang}: a subscriber rates a visit once; coming back, is told before filling anything in and can change it`, async ({
    page,
  }) => {
    const t = TEXT[lang];
    const url = `/${lang}/feedback/visit-e2e-${lang}-${Date.now()}`;
    await page.goto(url);
    await page.getByRole('radio', { name: t.kind }).check();
    await page.getByRole('radio', { name: t.star }).check({ force: true });
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.choose)).toBeVisible();
    await page.getByLabel(t.reason).selectOption({ label: t.reasonOption });
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: t.thanks }).first()).toBeVisible();
    // after the thanks the form is no longer live
    await expect(page.getByRole('button', { name: t.submit })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: t.star })).toHaveCount(0);

    await page.goto(url);
    await page.getByRole('radio', { name: t.kind }).check();
    await expect(page.getByRole('status').filter({ hasText: t.again })).toBeVisible();
    await expect(page.getByRole('radio', { name: t.star })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.submit })).toHaveCount(0);

    await page.getByRole('button', { name: t.change }).click();
    await page.getByRole('radio', { name: t.star2 }).check({ force: true });
    await page.getByLabel(t.reason).selectOption({ label: t.reason2 });
    await page.getByRole('button', { name: t.saveChange }).click();
    await expect(page.getByRole('status').filter({ hasText: t.changed }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: t.saveChange })).toHaveCount(0);

    // the change was saved: the event still counts as rated
    await page.goto(url);
    await page.getByRole('radio', { name: t.kind }).check();
    await expect(page.getByRole('status').filter({ hasText: t.again })).toBeVisible();
  });
}
