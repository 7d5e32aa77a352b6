import fc from 'fast-check';
import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTE_PATTERNS, PUBLIC_ROUTES } from '../lib/content/seo/public-routes';

// Any path or query a visitor can type gets the site's own page (results or the 404 page), never a
// 5xx. The seed is fixed so a failure names the same addresses on every run.
const SEED = 19;
const RUNS = 300;
const ROUTES = [
  ...PUBLIC_ROUTES,
  '/404',
  '/blocked',
  '/feedback',
  ...Object.values(PUBLIC_ROUTE_PATTERNS).map((prefix) => prefix.slice(0, -1)),
];
const KNOWN_BAD = [
  '/rus/faq?q=50%25',
  '/rus/faq?q=a%2Fb',
  '/rus/tariff/series/%25',
  '/uzb/vacancies?q=%25',
  '/rus/news/%25',
  '/rus/feedback/%25%2F',
  '/rus/%E0%A4%A',
  '/rus/faq?q=%',
];

// Text as visitors and robots type it: unicode, percent signs, slashes, '?', '#', dots, spaces.
const typed = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom('%', '/', '?', '#', '.', ' ', '&', '=', '+', '\\', '~', 'a', '1', 'я', 'ў', "'"),
    maxLength: 20,
  }),
);
// An address: a route, maybe an extra segment, maybe a query; the typed text percent-encoded in
// part or raw where a browser would send it so (a lone '%' included).
const address = fc
  .record({
    lang: fc.constantFrom('rus', 'uzb'),
    route: fc.constantFrom(...ROUTES),
    segment: fc.option(typed, { nil: undefined }),
    query: fc.option(fc.tuple(fc.constantFrom('q', 'page', 'id', 'x'), typed), { nil: undefined }),
    raw: fc.boolean(),
  })
  .map(({ lang, route, segment, query, raw }) => {
    // raw: as a careless client sends it, percent signs left as typed (so '%' and '%E0%A4' arrive broken)
    const encode = (text: string) =>
      raw ? encodeURI(text).replace(/%25/g, '%').replace(/#/g, '%23').replace(/\?/g, '%3F') : encodeURIComponent(text);
    const path = `/${lang}${route}${segment === undefined ? '' : `/${encode(segment)}`}`;
    return query === undefined ? path : `${path}?${query[0]}=${encode(query[1])}`;
  });

test('known addresses that once broke the site answer with its own pages', async ({ request }) => {
  for (const url of KNOWN_BAD) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBeLessThan(500);
    expect(response.headers()['content-type'], url).toMatch(/text\/html/);
  }
});

test(`no typed address gets a 5xx (${RUNS} addresses over every public route)`, async ({ request }) => {
  test.setTimeout(300_000);
  await fc.assert(
    fc.asyncProperty(address, async (url) => {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBeLessThan(500);
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true },
  );
});
