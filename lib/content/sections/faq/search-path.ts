/**
 * `/{lang}/faq?q=…` without JavaScript: middleware.ts rewrites it to the cacheable page
 * `/{lang}/faq/search/{query}` (lib/content/search/search-rewrite.ts) so the FAQ page never reads searchParams.
 */
import { queryFromSegment } from '@/lib/content/search/search-rewrite';
import { MAX_FAQ_QUERY } from './filter';

/** The query of a search page segment (Next may hand it over still percent-encoded). */
export function faqQueryFromSegment(segment: string): string {
  return queryFromSegment(segment).slice(0, MAX_FAQ_QUERY);
}
