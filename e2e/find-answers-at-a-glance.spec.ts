import { expect, test } from '@playwright/test';

const TEXT = {
  rus: {
    question: 'Что такое TAS-IX?',
    more: /^Дополнительно/,
    email: 'E-mail (необязательно)',
    name: 'Имя',
    phone: 'Телефон',
    message: 'Сообщение',
    submit: 'Отправить',
    languages: 'Язык сайта',
    openMenu: 'Открыть меню',
  },
  uzb: {
    question: 'TAS-IX nima?',
    more: /^Qoʻshimcha/,
    email: 'E-mail (ixtiyoriy)',
    name: 'Ism',
    phone: 'Telefon',
    message: 'Xabar',
    submit: 'Yuborish',
    languages: 'Sayt tili',
    openMenu: 'Menyuni ochish',
  },
} as const;

for (const lang of ['rus', 'uzb'] as const) {
  const t = TEXT[lang];

  test(`${lang}: the FAQ is an accordion of readable questions with a chevron, not bold lines behind the browser's triangle`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/faq`);
    const summary = page.locator('summary').filter({ hasText: t.question });
    const look = await summary.evaluate((el) => {
      const style = getComputedStyle(el);
      return { display: style.display, weight: Number(style.fontWeight), marker: style.listStyleType };
    });
    // a flex row has no list marker: the browser's ▶ is gone, the chevron icon stands instead
    expect(look.display).toBe('flex');
    expect(look.weight).toBeLessThan(600);
    await expect(summary.locator('svg')).toHaveCount(1);
    const answer = page.getByRole('group').filter({ has: summary }).locator(':scope > div');
    await expect(answer).toBeHidden();
    await summary.click();
    await expect(answer).toBeVisible();
  });

  test(`${lang}: the contact form leads with name, phone and message, folds the rest, and holds no room for the captcha`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/contacts`);
    const form = page.locator('form').filter({ has: page.getByLabel(t.message, { exact: true }) });
    const labels = await form.locator('label').allInnerTexts();
    expect(labels.slice(0, 3)).toEqual([t.name, t.phone, t.message]);
    const more = form.locator('summary').filter({ hasText: t.more });
    // before the visitor starts, nothing stands between the last field and the button (the captcha
    // shows once the visitor is in the form)
    const fold = await more.locator('xpath=..').boundingBox();
    const button = await form.getByRole('button', { name: t.submit, exact: true }).boundingBox();
    expect(button!.y - (fold!.y + fold!.height)).toBeLessThanOrEqual(24);
    // the optional fields wait under one summary line (a <details>: it opens without script too)
    await expect(page.getByLabel(t.email, { exact: true })).toBeHidden();
    await more.click();
    await expect(page.getByLabel(t.email, { exact: true })).toBeVisible();
  });

  for (const width of [360, 1280]) {
    test(`${lang}: the language switch is a touch target as tall as the controls at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/${lang}`);
      // on a phone the switch sits in the menu
      if (width < 1024) await page.getByRole('banner').locator('summary', { hasText: t.openMenu }).click();
      const links = page.getByRole('navigation', { name: t.languages }).getByRole('link');
      await expect(links).toHaveCount(2);
      for (const box of await Promise.all([links.nth(0).boundingBox(), links.nth(1).boundingBox()])) {
        expect(box!.height).toBeGreaterThanOrEqual(44);
        expect(box!.width).toBeGreaterThanOrEqual(44);
      }
    });
  }
}
