import { expect, test } from '@playwright/test';

// A phone that runs no script: the district and house are a form the server answers.
test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });

const TEXT = {
  rus: {
    district: 'Район',
    districtName: 'Чиланзарский район',
    building: 'Номер дома',
    streetField: 'Улица',
    streets: 'Улицы района',
    send: 'Показать адреса',
    found: 'Найденные адреса',
    street: 'пр. Бунёдкор',
    connect: 'Подключить',
  },
  uzb: {
    district: 'Tuman',
    districtName: 'Chilonzor tumani',
    building: 'Uy raqami',
    streetField: 'Koʻcha',
    streets: 'Tuman koʻchalari',
    send: 'Manzillarni koʻrsatish',
    found: 'Topilgan manzillar',
    street: 'Bunyodkor shoh koʻchasi',
    connect: 'Ulanish',
  },
} as const;

for (const lang of ['rus', 'uzb'] as const) {
  test(`${lang}: without script, an address check by district, street and house lists the matching houses`, async ({
    page,
  }) => {
    const t = TEXT[lang];
    await page.goto(`/${lang}/coverage_area`);
    await page.getByLabel(t.district, { exact: true }).selectOption({ label: t.districtName });
    await page.getByRole('button', { name: t.send }).click();
    await expect(page).toHaveURL(/\/coverage_area\?district=/);
    // a district alone lists its streets (links that send the check with one), not every house
    await expect(page.getByRole('region', { name: t.found })).toHaveCount(0);
    const streets = page.getByRole('region', { name: t.streets });
    await streets.getByRole('link', { name: t.street, exact: true }).click();
    await expect(page).toHaveURL(/street=/);
    await expect(page.getByLabel(t.streetField, { exact: true })).toHaveValue(t.street);

    const results = page.getByRole('region', { name: t.found });
    // the houses of the street in natural order: 11 after 9
    const street = results.getByRole('listitem').filter({ hasText: `${t.street}, ` });
    await expect(street.locator('p.font-semibold')).toHaveText(
      ['1', '3', '5', '7', '9', '11', '15'].map((n) => `${t.street}, ${n}`),
    );
    await expect(results.getByRole('listitem')).toHaveCount(7);

    await page.getByLabel(t.building, { exact: true }).fill('1');
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByLabel(t.district, { exact: true })).toHaveValue(t.districtName);
    await expect(page.getByLabel(t.streetField, { exact: true })).toHaveValue(t.street);
    await expect(page.getByLabel(t.building, { exact: true })).toHaveValue('1');
    await expect(street.locator('p.font-semibold')).toHaveText(['1', '11', '15'].map((n) => `${t.street}, ${n}`));
    await expect(street.first().getByRole('link', { name: new RegExp(t.connect) })).toHaveAttribute(
      'href',
      `/${lang}/tariff`,
    );
  });
}
