import { expect, test } from '@playwright/test';

const TEXT = {
  rus: { heading: 'Руководство', name: 'Рустам Каримов', role: 'Генеральный директор', bio: 'В TashNet с 2004 года' },
  uzb: { heading: 'Rahbariyat', name: 'Rustam Karimov', role: 'Bosh direktor', bio: '2004 yildan TashNetda' },
} as const;

for (const lang of ['rus', 'uzb'] as const) {
  test(`${lang}: the leadership shows name cards (name, role, short text), not initials pictures`, async ({ page }) => {
    const t = TEXT[lang];
    await page.goto(`/${lang}/about`);
    const section = page.getByRole('region', { name: t.heading });
    const cards = section.getByRole('listitem');
    await expect(cards).toHaveCount(4);
    const ceo = cards.filter({ has: page.getByRole('heading', { name: t.name, level: 3 }) });
    await expect(ceo.getByText(t.role, { exact: true })).toBeVisible();
    await expect(ceo.getByText(t.bio)).toBeVisible();
    // no pictures without a photo, and no two-letter initials anywhere in the cards
    await expect(section.locator('img')).toHaveCount(0);
    for (const text of await cards.allInnerTexts()) expect(text).not.toMatch(/^\s*[A-ZА-Я]{2}\s*$/m);
  });
}
