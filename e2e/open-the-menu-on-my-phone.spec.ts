import { expect, test, type Page } from '@playwright/test';

// On a phone the header is one sticky row (logo, call, menu) and the menu a drawer (components/site/menu-drawer.tsx).

const TEXTS = {
  rus: {
    open: 'Открыть меню',
    close: 'Закрыть меню',
    menu: 'Главное меню',
    tariffs: 'Тарифы',
    call: /^Позвонить в колл-центр/,
  },
  uzb: {
    open: 'Menyuni ochish',
    close: 'Menyuni yopish',
    menu: 'Asosiy menyu',
    tariffs: 'Tariflar',
    call: /^Call-markazga qoʻngʻiroq qilish/,
  },
} as const;
const PHONE = { width: 360, height: 740 };

/** The menu button once the page's script has made it a drawer's button (it then says whether the drawer is open). */
async function menuButton(page: Page, lang: keyof typeof TEXTS) {
  await page.goto(`/${lang}`, { waitUntil: 'networkidle' });
  const button = page.getByRole('banner').locator('summary');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toHaveAccessibleName(TEXTS[lang].open);
  return button;
}

const focusInside = (page: Page, name: string) =>
  page
    .getByRole('dialog', { name })
    .evaluate((dialog) => dialog.contains(document.activeElement) && document.activeElement !== dialog);

for (const lang of ['rus', 'uzb'] as const) {
  const t = TEXTS[lang];

  test.describe(`${lang}: at 360 px`, () => {
    test.use({ viewport: PHONE });

    test('the header is one row of at most 64 px that stays at the top while the page scrolls', async ({ page }) => {
      await page.goto(`/${lang}/tariff`);
      const header = page.getByRole('banner');
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
      await expect(header.getByRole('link', { name: t.call })).toHaveAttribute('href', /^tel:\+998\d{9}$/);
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      const box = (await header.boundingBox())!;
      expect(box.y).toBe(0);
      expect(box.height).toBeLessThanOrEqual(64);
      await expect(header.locator('summary')).toBeInViewport();
    });

    test('the drawer by keyboard: Enter opens it, focus stays inside, Escape closes it and focus comes back', async ({
      page,
    }) => {
      const button = await menuButton(page, lang);
      for (let i = 0; i < 8 && !(await button.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await expect(button).toBeFocused();

      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: t.menu });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(button).toHaveAccessibleName(t.close);
      await expect.poll(() => focusInside(page, t.menu)).toBe(true);
      await expect(
        dialog.getByRole('navigation', { name: t.menu }).getByRole('link', { name: t.tariffs }),
      ).toBeVisible();

      // Tab goes round the drawer's controls and never leaves it, both ways.
      const stops = await dialog.locator('a[href]:visible, button:visible').count();
      expect(stops).toBeGreaterThan(8);
      const first = await page.evaluate(() => document.activeElement?.outerHTML);
      for (let i = 0; i < stops; i++) {
        await page.keyboard.press('Tab');
        expect(await focusInside(page, t.menu), `Tab ${i + 1}`).toBe(true);
      }
      expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(first);
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside(page, t.menu)).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.outerHTML)).not.toBe(first);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toHaveAccessibleName(t.open);
    });
  });

  test.describe(`${lang}: by touch`, () => {
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

    test('a tap opens the drawer, a tapped link navigates, the close button, a tap outside and Back close it', async ({
      page,
    }) => {
      const button = await menuButton(page, lang);
      const dialog = page.getByRole('dialog', { name: t.menu });

      await button.tap();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('link', { name: t.tariffs }).tap();
      await expect(page).toHaveURL(new RegExp(`/${lang}/tariff$`));
      await expect(dialog).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      await button.tap();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t.close }).tap();
      await expect(dialog).toBeHidden();
      await expect(button).toHaveAccessibleName(t.open);

      await button.tap();
      await expect(dialog).toBeVisible();
      const panel = (await dialog.boundingBox())!;
      expect(panel.x).toBeGreaterThan(10); // some of the page shows beside the drawer
      await page.touchscreen.tap(5, 400);
      await expect(dialog).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      // Back with the drawer open returns to the previous page without the drawer over it.
      await button.tap();
      await expect(dialog).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/${lang}$`));
      await expect(dialog).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test.describe(`${lang}: without JavaScript`, () => {
    test.use({ viewport: PHONE, javaScriptEnabled: false });

    test('the menu button still opens the menu and its links lead on', async ({ page }) => {
      await page.goto(`/${lang}`);
      const button = page.getByRole('banner').locator('summary');
      await expect(button).toHaveAccessibleName(t.open);
      await button.click();
      await expect(button).toHaveAccessibleName(t.close);
      await page.getByRole('navigation', { name: t.menu }).getByRole('link', { name: t.tariffs }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/tariff$`));
    });
  });
}
