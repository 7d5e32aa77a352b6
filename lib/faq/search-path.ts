/**
 * `/{lang}/faq?q=…` without JavaScript: next.config.ts rewrites it to the cacheable page
 * `/{lang}/faq/search/{query}` so the FAQ page itself never reads searchParams.
 */
import { MAX_FAQ_QUERY } from './filter';

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
