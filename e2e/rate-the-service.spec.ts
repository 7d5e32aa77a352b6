import { expect, test } from '@playwright/test';

const TEXT = {
  rus: { kind: 'Техническая служба', star: '4 звезды', reason: 'Причина', reasonOption: 'Долгое ожидание мастера', submit: 'Отправить оценку', choose: 'Выберите ответ.', thanks: 'Спасибо за оценку!', again: 'Вы уже оставляли оценку.' },
  uzb: { kind: 'Texnik xizmat', star: '4 yulduz', reason: 'Sabab', reasonOption: 'Ustani uzoq kutish', submit: 'Bahoni yuborish', choose: 'Javobni tanlang.', thanks: 'Baho uchun rahmat!', again: 'Siz allaqachon baho qoldirgansiz.' },
} as const;

for (const lang of ['rus', 'uzb'] as const) {
  test(`${lang}: a subscriber rates a visit once, and is told when rating it again`, async ({ page }) => {
    const t = TEXT[lang];
    const rate = async () => {
      await page.goto(`/${lang}/feedback/visit-e2e-${lang}`);
      await page.getByRole('radio', { name: t.kind }).check();
      await page.getByRole('radio', { name: t.star }).check({ force: true });
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByText(t.choose)).toBeVisible();
      await page.getByLabel(t.reason).selectOption({ label: t.reasonOption });
      await page.getByRole('button', { name: t.submit }).click();
    };
    await rate();
    await expect(page.getByRole('status').filter({ hasText: t.thanks }).first()).toBeVisible();
    await rate();
    await expect(page.getByRole('status').filter({ hasText: t.again })).toBeVisible();
  });
}
