import { expect, test } from '@playwright/test';

const TEXT = {
  rus: {
    district: 'Район',
    districtName: 'Чиланзарский район',
    results: 'Найденные адреса',
    choose: 'Выбрать',
    request: 'Оставить заявку',
    none: 'сети пока нет',
    dialog: 'Заявка на подключение',
    street: 'Улица',
  },
  uzb: {
    district: 'Tuman',
    districtName: 'Chilonzor tumani',
    results: 'Topilgan manzillar',
    choose: 'Tanlash',
    request: 'Ariza qoldirish',
    none: "tarmoq hozircha yo'q",
    dialog: 'Ulanish uchun ariza',
    street: "Ko'cha",
  },
} as const;

test.use({ viewport: { width: 360, height: 740 } });

for (const lang of ['rus', 'uzb'] as const) {
  test(`${lang}: at 360 px the found addresses are cards, and one no network reaches offers the request`, async ({
    page,
  }) => {
    const t = TEXT[lang];
    await page.goto(`/${lang}/coverage_area`);
    await page.getByLabel(t.district, { exact: true }).selectOption({ label: t.districtName });

    const results = page.getByRole('region', { name: t.results });
    const cards = results.getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(results.getByRole('table')).toBeHidden();
    await expect(results.getByRole('columnheader', { name: t.street })).toHaveCount(0);

    // every card's button lies wholly inside the screen
    const covered = cards.filter({ hasText: 'FTTx' }).first();
    const choose = covered.getByRole('button', { name: t.choose });
    await expect(choose).toBeVisible();
    const box = await choose.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);

    const outside = cards.filter({ hasText: t.none }).first();
    await expect(outside.getByRole('button', { name: t.choose })).toHaveCount(0);
    const address = (await outside.locator('p').first().textContent()) ?? '';
    await outside.getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await expect(dialog).toBeVisible();
    const [street, house] = address.split(/,\s*(?=[^,]+$)/);
    await expect(dialog.getByRole('textbox', { name: t.street })).toHaveValue(street ?? '');
    expect(house).toBeTruthy();
  });
}
