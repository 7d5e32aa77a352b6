import { expect, type Locator, type Page } from '@playwright/test';

const TEXTS = {
  rus: { label: 'Я не робот', verified: 'Проверено' },
  uzb: { label: 'Men robot emasman', verified: 'Tekshirildi' },
} as const;

/** Ticks the ALTCHA checkbox inside `scope` and waits until the widget has really solved the proof of work. */
export async function solveCaptcha(page: Page, lang: 'rus' | 'uzb', scope: Locator | Page = page): Promise<void> {
  const widget = scope.locator('altcha-widget');
  await expect(widget.getByText(TEXTS[lang].label)).toBeVisible();
  await widget.getByText(TEXTS[lang].label).click();
  await expect(widget.getByText(TEXTS[lang].verified)).toBeVisible({ timeout: 15_000 });
}

/** Solves the captcha, sends the form with the button named `submit` and waits for the confirmation `done`. */
export async function sendWithCaptcha(page: Page, lang: 'rus' | 'uzb', submit: string, done: string): Promise<void> {
  await solveCaptcha(page, lang);
  await page.getByRole('button', { name: submit, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: done })).toBeVisible();
}
