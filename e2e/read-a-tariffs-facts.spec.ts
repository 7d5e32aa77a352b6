import { expect, test, type Page } from '@playwright/test';

// Issue 24 §4: every tariff has a facts page, linked from its card, that names its price to search
// engines as a schema.org Offer and prints on one A4 page without the site's frame.

const LANGS = ['rus', 'uzb'] as const;
const TEXTS = {
  rus: {
    cardLink: 'Все условия тарифа Orange',
    title: 'Тариф Orange',
    monthly: 'Абонентская плата',
    print: 'Распечатать',
  },
  uzb: {
    cardLink: 'Barcha shartlar: Orange tarifi',
    title: 'Orange tarifi',
    monthly: 'Abonent toʻlovi',
    print: 'Chop etish',
  },
};
// A4 in CSS pixels (96 per inch) less the 12 mm margins of the print stylesheet's @page.
const MM = 96 / 25.4;
const A4_CONTENT = { width: Math.floor((210 - 24) * MM), height: Math.floor((297 - 24) * MM) };

/** The facts page of every tariff card on the tariff page, as its cards link them. */
async function factsLinks(page: Page, lang: string): Promise<string[]> {
  await page.goto(`/${lang}/tariff`);
  // a card's one link under /{lang}/tariff/ besides its package's channel list is its facts page
  const hrefs = await page
    .locator('article[id^="tariff-"]')
    .evaluateAll(
      (cards, prefix) =>
        cards.map(
          (card) =>
            card.querySelector(`a[href^="${prefix}"]:not([href^="${prefix}channels#"])`)?.getAttribute('href') ??
            `missing in ${card.id}`,
        ),
      `/${lang}/tariff/`,
    );
  return [...new Set(hrefs)];
}

/** The JSON-LD objects of a page's HTML, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, text]) =>
    JSON.parse(text!),
  );
}

for (const lang of LANGS) {
  test(`${lang}: every tariff's facts page carries a valid Offer and is in the sitemap`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const links = await factsLinks(page, lang);
    expect(links.length).toBeGreaterThan(20);
    expect(links.filter((href) => href.startsWith('missing'))).toEqual([]);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const href of links) {
      expect(sitemap, href).toContain(`<loc>${baseURL}${href}</loc>`);
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      const html = await response.text();
      const product = jsonLd(html).find((data) => data['@type'] === 'Product');
      expect(product, href).toBeDefined();
      const offer = product!.offers as Record<string, unknown>;
      expect(offer, href).toMatchObject({
        '@type': 'Offer',
        priceCurrency: 'UZS',
        availability: 'https://schema.org/InStock',
        url: `${baseURL}${href}`,
      });
      expect(typeof offer.price, href).toBe('number');
      expect(offer.price as number, href).toBeGreaterThan(0);
      // the price search engines get is the one the visitor reads
      const grouped = String(offer.price).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
      expect(html, href).toContain(grouped);
    }
  });

  test(`${lang}: the card's link opens the tariff's facts, which print on one A4 page without the site's frame`, async ({
    page,
  }) => {
    const t = TEXTS[lang];
    await page.goto(`/${lang}/tariff`);
    await page.getByRole('link', { name: t.cardLink, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/tariff/orange$`));
    const label = page.getByRole('article', { name: t.title });
    await expect(label.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(label.getByRole('definition').first()).toBeVisible();
    await expect(label.getByText(t.monthly, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: t.print })).toBeVisible();
    await expect(page.locator('body > header')).toBeVisible();

    await page.setViewportSize(A4_CONTENT);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('body > header')).toBeHidden();
    await expect(page.locator('body > footer')).toBeHidden();
    await expect(page.getByRole('button', { name: t.print })).toBeHidden();
    await expect(label).toBeVisible();
    // the page is never shorter than the window, so the label itself is measured
    const box = await label.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(A4_CONTENT.height);
    expect(box!.x + box!.width).toBeLessThanOrEqual(A4_CONTENT.width);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(A4_CONTENT.height);
  });

  test(`${lang}: each tariff's facts page prints as one A4 page`, async ({ page }) => {
    test.setTimeout(240_000);
    const links = await factsLinks(page, lang);
    const pages: string[] = [];
    for (const href of links) {
      await page.goto(href);
      const pdf = (await page.pdf({ format: 'A4', preferCSSPageSize: true })).toString('latin1');
      const count = pdf.match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
      if (count !== 1) pages.push(`${href}: ${count} pages`);
    }
    expect(pages).toEqual([]);
  });
}

test('an unknown tariff code answers the 404 page', async ({ request }) => {
  const response = await request.get('/rus/tariff/no-such-tariff');
  expect(response.status()).toBe(404);
});
