/**
 * `/{lang}/faq?q=…` without JavaScript: middleware rewrites it to the cacheable page
 * `/{lang}/faq/search/{query}` so the FAQ page itself never reads searchParams.
 */
import { MAX_FAQ_QUERY } from './filter';

/** The search page path for an FAQ URL with `?q=`, or null when there is nothing to rewrite. */
export function faqSearchRewrite(pathname: string, search: URLSearchParams): string | null {
  const match = /^\/(rus|uzb)\/faq\/?$/.exec(pathname);
  if (!match) return null;
  const query = (search.get('q') ?? '').trim().slice(0, MAX_FAQ_QUERY);
  // '.' and '..' would become URL dot-segments; a query of dots only matches nothing useful anyway.
  if (!query || /^\.+$/.test(query)) return null;
  return `/${match[1]}/faq/search/${encodeURIComponent(query)}`;
}

/** The query of a search page segment (Next may hand it over still percent-encoded). */
export function faqQueryFromSegment(segment: string): string {
  let query = segment;
  try {
    if (/%[0-9a-f]{2}/i.test(query)) query = decodeURIComponent(query);
  } catch {
    // a lone '%' is a literal percent sign
  }
  return query.trim().slice(0, MAX_FAQ_QUERY);
}
