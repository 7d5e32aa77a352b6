import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Issue 33 §4: the picker starts empty, the cards stand in an even grid, the speed line reads at a glance.
const TEXT = {
  rus: {
    picker: 'Подберите тариф по параметрам',
    fields: ['Желаемая скорость, Мбит/с', 'Количество устройств', 'Часов в сети в день', 'Трафик в месяц, ГБ'],
    allShown: 'Показаны все тарифы — укажите параметры, чтобы оставить подходящие',
    orangeLine: 'до 100 Мбит/с днём · до 200 ночью (01:00–13:00)',
    office: 'Для офиса',
    niholLine: 'до 50 Мбит/с днём · до 5 ночью (19:00–07:00)',
    channels: 'Пакет «VIP»',
    packages: 'Пакеты телеканалов',
  },
  uzb: {
    picker: 'Parametrlar boʻyicha tarif tanlang',
    fields: ['Kerakli tezlik, Mbit/s', 'Qurilmalar soni', 'Kuniga internetda soatlar', 'Oylik trafik, GB'],
    allShown: 'Barcha tariflar koʻrsatilgan — mosini qoldirish uchun parametrlarni kiriting',
    orangeLine: 'kunduzi 100 Mbit/s gacha · tunda 200 gacha (01:00–13:00)',
    office: 'Ofis uchun',
    niholLine: 'kunduzi 50 Mbit/s gacha · tunda 5 gacha (19:00–07:00)',
    channels: '«VIP» paketi',
    packages: 'Telekanallar paketlari',
  },
} as const;

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

// axe and full-page pictures of several states take a while on a busy machine
test.describe.configure({ timeout: 180_000 });

/** The visible cards of a kind's section, grouped into rows by their top edge (cards within 40 px count as one row). */
async function cardRows(page: Page, section: string): Promise<{ tops: number[]; count: number }[]> {
  const tops = await page
    .locator(section)
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.filter((c) => c.getClientRects().length).map((c) => c.getBoundingClientRect().top + window.scrollY),
    );
  const rows: { tops: number[]; count: number }[] = [];
  for (const top of tops.sort((a, b) => a - b)) {
    const row = rows.at(-1);
    if (row && top - row.tops[0]! < 40) {
      row.tops.push(top);
      row.count += 1;
    } else rows.push({ tops: [top], count: 1 });
  }
  return rows;
}

async function shoot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

for (const lang of ['rus', 'uzb'] as const) {
  const t = TEXT[lang];

  test(`${lang}: the picker starts empty and says every tariff is shown, and the speed line reads as a sentence`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/tariff`);
    const picker = page.getByRole('region', { name: t.picker });
    for (const field of t.fields) await expect(picker.getByLabel(field, { exact: true })).toHaveValue('');
    await expect(picker.getByRole('status')).toHaveText(t.allShown);
    await expect(page.locator('#kind-home-tariffs').getByRole('article')).toHaveCount(7);

    const orange = page.getByRole('article', { name: 'Orange', exact: true });
    await expect(orange.getByText(t.orangeLine, { exact: true })).toBeVisible();
    await page.getByText(t.office, { exact: true }).click();
    await expect(page.getByRole('article', { name: 'Nihol', exact: true }).getByText(t.niholLine)).toBeVisible();

    // the page names the packages; their lists stand on a page of their own, one plain link away
    const vipList = page.locator('#channels-vip');
    await expect(vipList).toHaveCount(0);
    await page.getByRole('region', { name: t.packages }).getByRole('link', { name: t.channels }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/tariff/channels#channels-vip$`));
    await expect(vipList.getByText('HBO', { exact: true })).toBeVisible();
  });

  for (const width of [360, 1280]) {
    test(`${lang}: at ${width} px the tariffs page has no accessibility violations and no sideways scroll`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${lang}/tariff`);
      await shoot(page, `after-tariffs-${lang}-${width}`);
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(violations).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
}

test('the cards of a row start at one height and every row but the last is full, at 768 and 1280 px', async ({
  page,
}) => {
  for (const [width, columns] of [
    [768, 2],
    [1280, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/rus/tariff');
    for (const [section, toggle] of [
      ['#kind-home-tariffs', 'Для дома'],
      ['#kind-office-tariffs', 'Для офиса'],
    ] as const) {
      await page.getByText(toggle, { exact: true }).click();
      const rows = await cardRows(page, section);
      expect(rows.length, `${section} at ${width}`).toBeGreaterThan(1);
      for (const row of rows)
        expect(Math.max(...row.tops) - Math.min(...row.tops), `${section} at ${width}`).toBeLessThan(1);
      for (const row of rows.slice(0, -1)) expect(row.count, `${section} at ${width}`).toBe(columns);
    }
  }
});

test("at 1280 px the picker's labels share one line and its fields another", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/rus/tariff');
  const picker = page.getByRole('region', { name: TEXT.rus.picker });
  const fields = picker.locator('input[type="number"], select');
  const tops = await fields.evaluateAll((all) => all.map((f) => Math.round(f.getBoundingClientRect().top)));
  const bottoms = await fields.evaluateAll((all) => all.map((f) => Math.round(f.getBoundingClientRect().bottom)));
  expect(tops).toHaveLength(5);
  expect(new Set(tops).size).toBe(1);
  expect(new Set(bottoms).size).toBe(1);
  const labelTops = await fields.evaluateAll((all) =>
    all.map((f) => Math.round(f.closest('label')!.firstElementChild!.getBoundingClientRect().bottom)),
  );
  expect(new Set(labelTops).size).toBe(1);
});

test('no sideways scroll on the tariffs page at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const lang of ['rus', 'uzb']) {
    await page.goto(`/${lang}/tariff`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  }
});
