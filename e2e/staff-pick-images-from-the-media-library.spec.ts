import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { firstAdmin, loginViaUi, rowAction } from './helpers/admin';

// WCAG 2.2 levels A and AA, as in every-page-fits-and-is-accessible.spec.ts.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const WIDTHS = [1280, 360];

const TEXT = {
  rus: {
    edit: 'Изменить',
    image: 'Изображение',
    save: 'Сохранить',
    saved: 'Изменения сохранены.',
    open: 'Выбрать из медиатеки',
    picker: 'Выбор изображения',
    search: 'Имя файла или подпись',
    find: 'Найти',
    uploaded: 'Изображение загружено.',
    usedOnce: 'Используется: 1 раз',
    unused: 'Не используется',
    remove: 'Удалить',
    inUse: /Его показывают: Слайдеры № \d+/,
    removed: 'Изображение удалено.',
    nothing: /ничего не найдено/,
  },
  uzb: {
    edit: 'Tahrirlash',
    image: 'Rasm',
    save: 'Saqlash',
    saved: 'Oʻzgarishlar saqlandi.',
    open: 'Media kutubxonasidan tanlash',
    picker: 'Rasm tanlash',
    search: 'Fayl nomi yoki tavsif',
    find: 'Topish',
    uploaded: 'Rasm yuklandi.',
    usedOnce: 'Ishlatilgan: 1 marta',
    unused: 'Hech qayerda ishlatilmaydi',
    remove: 'O\u02bbchirish',
    inUse: /Uni koʻrsatadi: .* № \d+/,
    removed: 'Rasm o\u02bbchirildi.',
    nothing: /hech narsa topilmadi/,
  },
} as const;

/** The axe findings and any sideways overflow of the page as it is now. */
async function problems(page: Page, label: string, width: number): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = violations.map((v) => `${v.id} on ${label}: ${v.help} — ${v.nodes.map((n) => n.target).join(', ')}`);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth > width) found.push(`${label} is ${scrollWidth} px wide`);
  return found;
}

async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: false });
}

async function uploadInLibrary(page: Page, lang: 'rus' | 'uzb', name: string) {
  const png = await sharp({ create: { width: 960, height: 540, channels: 3, background: '#0b5cab' } })
    .png()
    .toBuffer();
  await page.goto(`/${lang}/adm/media`);
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('status').filter({ hasText: TEXT[lang].uploaded })).toBeVisible();
  await expect(page.getByTestId('media-card').filter({ hasText: name })).toBeVisible();
}

async function searchLibrary(page: Page, lang: 'rus' | 'uzb', q: string) {
  await page.goto(`/${lang}/adm/media?${new URLSearchParams({ q })}`);
}

for (const lang of ['rus', 'uzb'] as const) {
  test(`${lang}: an image picked from the library for a slide is counted and kept; an unused one is deleted`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const t = TEXT[lang];
    const picked = `library-${lang}-slide.png`;
    const spare = `library-${lang}-spare.png`;
    const admin = firstAdmin();
    await loginViaUi(page, admin.email, admin.password, lang);
    await page.setViewportSize({ width: 1280, height: 900 });
    await uploadInLibrary(page, lang, picked);
    await uploadInLibrary(page, lang, spare);

    // The slide's first image field opens the picker; the library image is chosen there.
    await page.goto(`/${lang}/adm/slider`);
    await rowAction(page.getByTestId('admin-row').first(), t.edit);
    await page.getByRole('button', { name: t.open }).first().click();
    const dialog = page.getByRole('dialog', { name: t.picker });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(t.search).fill(picked);
    await dialog.getByRole('button', { name: t.find }).click();
    await expect(dialog.getByRole('button', { name: picked })).toBeVisible();
    const found: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      found.push(...(await problems(page, `picker at ${width} px`, width)));
      await shot(page, `media-picker-${lang}-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: picked }).click();
    await expect(dialog).toBeHidden();
    const field = page.getByLabel(t.image, { exact: true });
    await expect(field).toHaveValue(/^\/uploads\/images\/[0-9a-f]{32}\.webp$/);
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();

    // Its uses go to 1, and its deletion is refused naming the slide.
    await searchLibrary(page, lang, picked);
    const card = page.getByTestId('media-card').filter({ hasText: picked });
    await expect(card.getByTestId('media-uses')).toHaveText(t.usedOnce);
    await card.getByRole('button', { name: t.remove }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.remove }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.inUse })).toBeVisible();
    await page.reload();
    await expect(card).toBeVisible();

    // The unused one goes.
    await searchLibrary(page, lang, spare);
    const spareCard = page.getByTestId('media-card').filter({ hasText: spare });
    await expect(spareCard.getByTestId('media-uses')).toHaveText(t.unused);
    await spareCard.getByRole('button', { name: t.remove }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.remove }).click();
    await expect(page.getByRole('status').filter({ hasText: t.removed })).toBeVisible();
    await expect(page.getByText(t.nothing)).toBeVisible();

    // The library's grid meets WCAG 2.2 A/AA at both widths.
    await page.goto(`/${lang}/adm/media`);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      found.push(...(await problems(page, `media library at ${width} px`, width)));
      await shot(page, `media-library-${lang}-${width}`);
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}
