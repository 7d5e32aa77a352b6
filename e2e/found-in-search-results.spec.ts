import { expect, test, type APIRequestContext } from '@playwright/test';

// What a search engine shows of a page is its <title> and meta description: a title longer than
// about 70 characters is cut off in the result, a description outside 70–160 is either replaced
// by a snippet the engine picks or cut off, and two pages with one title compete with each other.
const TITLE_MAX = 70;
const DESCRIPTION_MIN = 70;
const DESCRIPTION_MAX = 160;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text of an HTML attribute or element, entities decoded. */
function decode(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref.toLowerCase()] ?? whole;
    return String.fromCodePoint(
      ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10),
    );
  });
}

/** Length in characters as a reader counts them (code points, not UTF-16 units). */
const length = (text: string) => Array.from(text).length;

type Snippet = { url: string; title: string; description: string | null };

/** Every page URL the sitemap lists. */
async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1] ?? ''));
}

/** The title and meta description in a page's server HTML. */
async function snippetOf(request: APIRequestContext, url: string): Promise<Snippet> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const html = await response.text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  return { url, title: decode(title ?? ''), description: description === undefined ? null : decode(description) };
}

test('every page in the sitemap has a short, unique title and a description of search-result length', async ({
  request,
}) => {
  test.setTimeout(600_000);
  const urls = await sitemapUrls(request);
  for (const lang of ['rus', 'uzb'])
    expect(urls.some((url) => new URL(url).pathname.startsWith(`/${lang}/`))).toBe(true);

  const snippets: Snippet[] = [];
  for (const url of urls) snippets.push(await snippetOf(request, new URL(url).pathname));

  const longTitles = snippets
    .filter((s) => length(s.title) > TITLE_MAX)
    .map((s) => `${s.url} (${length(s.title)}): ${s.title}`);
  const badDescriptions = snippets
    .filter(
      (s) =>
        s.description === null || length(s.description) < DESCRIPTION_MIN || length(s.description) > DESCRIPTION_MAX,
    )
    .map((s) => `${s.url} (${s.description === null ? 'none' : length(s.description)}): ${s.description}`);
  const byTitle = new Map<string, Snippet[]>();
  for (const s of snippets) byTitle.set(s.title, [...(byTitle.get(s.title) ?? []), s]);
  const duplicates = [...byTitle]
    .filter(([, pages]) => pages.length > 1)
    .map(([title, pages]) => `${title}: ${pages.map((p) => p.url).join(', ')}`);

  expect(snippets.every((s) => s.title.length > 0)).toBe(true);
  expect.soft(longTitles, 'titles longer than 70 characters').toEqual([]);
  expect.soft(duplicates, 'titles shared by several pages').toEqual([]);
  expect(badDescriptions, 'descriptions outside 70–160 characters').toEqual([]);
});
