import { expect, test, type Page } from '@playwright/test';

// A phone on a slow line waits a whole round trip for a picture fetched after the page; the home
// slider's first picture and a news item's picture are small, so they come inside the HTML
// (lib/content/media/inline-picture.ts). Wider screens fetch the optimised sizes as before.

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

/** The first news item's address, from the news list. */
async function firstNewsItem(page: Page): Promise<string> {
  await page.goto('/rus/news');
  const href = await page.locator('main a[href^="/rus/news/"]').first().getAttribute('href');
  expect(href).toMatch(/^\/rus\/news\/\d+$/);
  return href!;
}

/**
 * What the browser shows in `img` once it has loaded, the picture file wide screens get for it, and
 * which picture files the page asked /_next/image for.
 */
async function shownPicture(page: Page, url: string, img: string) {
  const optimised: string[] = [];
  page.on('request', (request) => {
    const asked = new URL(request.url());
    if (asked.pathname === '/_next/image') optimised.push(asked.searchParams.get('url')!);
  });
  await page.goto(url);
  const picture = page.locator(img).first();
  await expect.poll(() => picture.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const currentSrc = await picture.evaluate((el: HTMLImageElement) => el.currentSrc);
  const file = await picture.evaluate((el: HTMLImageElement) => {
    const wide =
      el.closest('picture')?.querySelector<HTMLSourceElement>('source[media="(min-width: 640px)"]')?.srcset ||
      el.srcset;
    return new URL(wide.split(' ')[0]!, location.href).searchParams.get('url');
  });
  return { currentSrc, optimised, file };
}

const PAGES = [
  { name: 'a news item', url: firstNewsItem, img: 'main article picture img' },
  { name: 'the home page', url: async () => '/rus', img: '[aria-roledescription="slide"] picture img' },
];

for (const { name, url, img } of PAGES) {
  test(`${name}: a phone shows the first picture from the page itself, with no request for it`, async ({ page }) => {
    const address = await url(page);
    await page.setViewportSize(PHONE);
    const shown = await shownPicture(page, address, img);
    expect(shown.currentSrc).toMatch(/^data:image\/webp;base64,/);
    expect(shown.file).toMatch(/^\/images\//);
    expect(shown.optimised).not.toContain(shown.file);
  });

  test(`${name}: a wide screen fetches the picture's optimised size`, async ({ page }) => {
    const address = await url(page);
    await page.setViewportSize(DESKTOP);
    const shown = await shownPicture(page, address, img);
    expect(shown.currentSrc).toMatch(/\/_next\/image\?url=/);
    expect(shown.optimised).toContain(decodeURIComponent(new URL(shown.currentSrc).searchParams.get('url')!));
  });
}
