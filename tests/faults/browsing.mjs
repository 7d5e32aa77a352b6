/**
 * A visitor in Chromium for the rolling deploy test: loads public pages through nginx and follows
 * links on them (client-side navigations) until told to stop, with the browser cache off so every
 * page asks for its assets again. Counts what a visitor would meet: failed requests (no answer, or
 * 4xx/5xx from the site), missing build assets (a /_next/static/ file answered 404), and script errors.
 */
import { chromium } from '@playwright/test';

const START_PAGES = ['/rus', '/rus/news', '/uzb', '/rus/faq', '/rus/tariff', '/uzb/about', '/rus/contacts'];
// Links a visitor follows: public pages of the site, never the admin or files.
const FOLLOWABLE = /^\/(rus|uzb)(\/[\w-]+)*$/;
const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'];

/** Opens Chromium (Debian's) for `base`; answers { open, close, figures }. */
export async function startBrowser(base) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: BROWSER_ARGS });
  const context = await browser.newContext();
  const figures = { pageLoads: 0, navigations: 0, failedRequests: [], missingAssets: [], scriptErrors: [] };

  /** A new tab watched for failures, with the cache off. */
  async function open() {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // The cache switch takes effect only with the Network domain on.
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    page.on('requestfailed', (request) => {
      // A prefetch or load the browser itself dropped (the visitor moved on) is not a failure.
      if (request.url().startsWith(base) && request.failure()?.errorText !== 'net::ERR_ABORTED')
        figures.failedRequests.push(`${request.url()} ${request.failure()?.errorText}`);
    });
    page.on('response', (response) => {
      if (!response.url().startsWith(base) || response.status() < 400) return;
      const what = `${response.status()} ${response.url().slice(base.length)}`;
      if (response.url().includes('/_next/static/')) figures.missingAssets.push(what);
      else figures.failedRequests.push(what);
    });
    page.on('pageerror', (error) => figures.scriptErrors.push(error.message.split('\n')[0]));
    return page;
  }

  return { open, figures, close: () => browser.close() };
}

/** The public links of `page` other than its own address. */
async function followableLinks(page) {
  const here = new URL(page.url()).pathname;
  const hrefs = await page.$$eval('a[href]', (links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)].filter((href) => FOLLOWABLE.test(href) && href !== here && !/\/adm(\/|$)/.test(href));
}

/** The build assets (scripts, stylesheets) `page` names, as paths. */
export async function assetsOf(page) {
  const urls = await page.$$eval('script[src], link[rel="stylesheet"][href]', (list) =>
    list.map((element) => element.getAttribute('src') ?? element.getAttribute('href') ?? ''),
  );
  return urls.filter((url) => url.startsWith('/_next/static/'));
}

/** Follows the link to `href` on `page` as a click would, and waits for the page it leads to. */
export async function follow(page, href) {
  await page.evaluate((target) => document.querySelector(`a[href="${target}"]`)?.click(), href);
  await page.waitForURL((url) => url.pathname === href, { timeout: 45_000 });
  await page.waitForLoadState('load');
}

/** Loads pages and follows two links on each until `running()` says stop; counts into `session.figures`. */
export async function browseWhile(session, base, running) {
  const page = await session.open();
  let n = 0;
  while (running()) {
    try {
      await page.goto(base + START_PAGES[n % START_PAGES.length], { waitUntil: 'load', timeout: 60_000 });
      session.figures.pageLoads += 1;
      for (let step = 0; step < 2 && running(); step += 1) {
        const links = await followableLinks(page);
        if (links.length === 0) break;
        await follow(page, links[(n * 7 + step * 3) % links.length]);
        session.figures.navigations += 1;
      }
    } catch (error) {
      session.figures.failedRequests.push(`navigation: ${error.message.split('\n')[0]}`);
    }
    n += 1;
  }
  await page.close();
}
