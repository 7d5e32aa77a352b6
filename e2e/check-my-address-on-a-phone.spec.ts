import { expect, test } from '@playwright/test';

const TEXT = {
  rus: {
    district: 'Район',
    districtName: 'Чиланзарский район',
    results: 'Найденные адреса',
    connect: 'Подключить',
    notify: 'Сообщить о подключении',
    none: 'сети пока нет',
    notFound: 'Не нашли свой адрес?',
    form: 'Сообщите, когда сеть придёт',
    searchStreet: 'Улица',
    block: 'Чиланзар, 9-квартал',
    street: 'Улица',
    house: 'Дом',
  },
  uzb: {
    district: 'Tuman',
    districtName: 'Chilonzor tumani',
    results: 'Topilgan manzillar',
    connect: 'Ulanish',
    notify: 'Ulanganda xabar berish',
    none: 'tarmoq hozircha yoʻq',
    notFound: 'Manzilingizni topmadingizmi?',
    form: 'Tarmoq kelganda xabar bering',
    searchStreet: 'Koʻcha',
    block: 'Chilonzor, 9-mavze',
    street: 'Koʻcha',
    house: 'Uy',
  },
} as const;

test.use({ viewport: { width: 360, height: 740 } });

for (const lang of ['rus', 'uzb'] as const) {
  test(`${lang}: at 360 px the found houses are cards, 'Подключить' leads on a served one, and an unserved one offers to be told`, async ({
    page,
  }) => {
    const t = TEXT[lang];
    await page.goto(`/${lang}/coverage_area`);
    await page.getByLabel(t.district, { exact: true }).selectOption({ label: t.districtName });
    await page.getByLabel(t.searchStreet, { exact: true }).fill(t.block);

    const results = page.getByRole('region', { name: t.results });
    const cards = results.getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(results.getByRole('table')).toBeHidden();
    await expect(results.getByRole('columnheader', { name: t.street })).toHaveCount(0);
    // only the street's houses, not the whole district
    await expect(cards).toHaveCount(12);
    await expect(cards.locator('p.font-semibold')).toHaveText(
      ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'].map((n) => `${t.block}, ${n}`),
    );

    // every card's button lies wholly inside the screen; the served house's is the filled, primary one
    const covered = cards.filter({ hasText: 'FTTx' }).first();
    const connect = covered.getByRole('button', { name: t.connect });
    await expect(connect).toBeVisible();
    const box = await connect.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    const fill = (button: typeof connect) => button.evaluate((b) => getComputedStyle(b).backgroundColor);

    const outside = cards.filter({ hasText: t.none }).first();
    await expect(outside.getByRole('button', { name: t.connect })).toHaveCount(0);
    const notify = outside.getByRole('button', { name: t.notify });
    expect(await fill(notify)).toBe('rgb(255, 255, 255)');
    expect(await fill(connect)).not.toBe(await fill(notify));
    const address = (await outside.locator('p').first().textContent()) ?? '';
    await notify.click();
    await expect(page.getByRole('heading', { name: t.notFound })).toBeVisible();
    const form = page.getByRole('region', { name: t.form });
    const [street, house] = address.split(/,\s*(?=[^,]+$)/);
    await expect(form.getByRole('textbox', { name: t.street, exact: true })).toHaveValue(street ?? '');
    await expect(form.getByRole('textbox', { name: t.house, exact: true })).toHaveValue(house ?? '');
    expect(house).toBeTruthy();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}
