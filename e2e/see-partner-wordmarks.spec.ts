import { expect, test } from '@playwright/test';

const ALT = { rus: 'Логотип: Payme — платёжный сервис', uzb: 'Logotip: Payme — toʻlov xizmati' } as const;

for (const lang of ['rus', 'uzb'] as const) {
  test(`${lang}: partners show their SVG wordmarks, sized before they load`, async ({ page }) => {
    await page.goto(`/${lang}/partners`);
    const logos = page.getByRole('main').getByRole('img');
    await expect(logos).toHaveCount(6);
    const payme = page.getByRole('img', { name: ALT[lang] });
    await expect(payme).toHaveAttribute('src', '/images/partners/payme.svg');
    await expect(payme).toHaveAttribute('width', '300');
    await expect(payme).toHaveAttribute('height', '200');
    for (const logo of await logos.all()) {
      await expect(logo).toHaveAttribute('src', /^\/images\/partners\/[a-z]+\.svg$/);
      await logo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    // the wordmark is a picture of the name, not a letter
    const svg = await (await page.request.get('/images/partners/payme.svg')).text();
    expect(svg).toContain('>Payme</text>');
  });
}
