import { expect, test, type APIRequestContext } from '@playwright/test';

const LANGS = ['rus', 'uzb'] as const;

/** Every page URL the sitemap lists. */
async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
}

/** The og:image of a page's server HTML, entities decoded. */
async function ogImageOf(request: APIRequestContext, url: string): Promise<string | undefined> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const found = /<meta property="og:image" content="([^"]*)"/.exec(await response.text());
  return found?.[1]?.replace(/&amp;/g, '&');
}

/** The width and height a PNG declares in its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('every page of the sitemap has an og:image at an absolute address, and the pictures are 1200×630 PNGs', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const urls = await sitemapUrls(request);
  expect(urls.length).toBeGreaterThan(20);
  const images = new Map<string, string>();
  for (const url of urls) {
    const image = await ogImageOf(request, new URL(url).pathname);
    expect(image, `${url} has an og:image`).toBeTruthy();
    expect(image!, url).toMatch(/^https?:\/\/[^/]+\//);
    images.set(new URL(url).pathname, image!);
  }
  for (const path of ['/rus', '/uzb', '/rus/tariff', '/uzb/contacts', '/uzb/payment']) {
    const image = new URL(images.get(path)!);
    const response = await request.get(image.pathname + image.search);
    expect(response.status(), image.href).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
  }
});

test('the picture route draws only titles the site signed', async ({ request }) => {
  const image = new URL((await ogImageOf(request, '/rus/contacts'))!);
  image.searchParams.set('t', 'Бесплатный интернет навсегда');
  const response = await request.get(image.pathname + image.search);
  expect(response.status()).toBe(404);
});

test("the home page's favicon, apple-touch-icon and manifest resolve with their types", async ({ page, request }) => {
  await page.goto('/rus');
  const href = (selector: string) => page.locator(selector).first().getAttribute('href');
  const expected: [string, RegExp][] = [
    ['link[rel="icon"][type="image/svg+xml"]', /^image\/svg\+xml/],
    ['link[rel="icon"][type="image/png"]', /^image\/png/],
    ['link[rel="apple-touch-icon"]', /^image\/png/],
    ['link[rel="manifest"]', /^application\/manifest\+json/],
  ];
  for (const [selector, type] of expected) {
    const link = await href(selector);
    expect(link, selector).toBeTruthy();
    const response = await request.get(link!);
    expect(response.status(), link!).toBe(200);
    expect(response.headers()['content-type'], link!).toMatch(type);
  }
  const manifest = await (await request.get((await href('link[rel="manifest"]'))!)).json();
  expect(manifest).toMatchObject({ short_name: 'TashNet', start_url: '/rus', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type'], icon.src).toContain(icon.type);
  }
  const apple = await request.get((await href('link[rel="apple-touch-icon"]'))!);
  expect(pngSize(await apple.body())).toEqual({ width: 180, height: 180 });
});

for (const lang of LANGS) {
  test(`the header and footer show the TashNet logo linking home (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/contacts`);
    for (const region of [page.getByRole('banner'), page.getByRole('contentinfo')]) {
      const logo = region.getByRole('link', { name: 'TashNet', exact: true });
      await expect(logo).toBeVisible();
      await expect(logo).toHaveAttribute('href', `/${lang}`);
      await expect(logo.locator('svg')).toBeVisible();
    }
  });
}

test('unselected feedback stars stand out from the page at 3:1 at least', async ({ page }) => {
  await page.goto('/rus/feedback/visit-e2e-brand');
  // the stars appear once the visitor has said what they rate and it was not rated yet
  await page.getByRole('radio', { name: 'Техническая служба' }).check();
  const star = page.getByRole('radio', { name: '5 звёзд' }).locator('xpath=..').locator('svg');
  await expect(star).toBeVisible();
  const ratio = await star.evaluate((svg) => {
    const channel = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    const luminance = (rgb: string) => {
      const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).map(Number);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    let node: Element | null = svg;
    let background = 'rgb(255, 255, 255)';
    while (node) {
      const color = getComputedStyle(node).backgroundColor;
      if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') {
        background = color;
        break;
      }
      node = node.parentElement;
    }
    const [light, dark] = [luminance(getComputedStyle(svg).stroke), luminance(background)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });
  expect(ratio).toBeGreaterThanOrEqual(3);
});
