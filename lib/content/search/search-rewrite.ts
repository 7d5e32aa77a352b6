/**
 * `?q=` searches that work without JavaScript: middleware.ts rewrites `/{lang}/faq?q=…` and
 * `/{lang}/vacancies?q=…` to the cacheable pages `/{lang}/{page}/search/{query}`, so the list pages
 * never read searchParams and stay cached. The query is percent-encoded here: next.config rewrites
 * put it into the path as typed, where '%' broke the server and '/' made it two segments.
 */
import { z } from 'zod';

/** Longest query kept; longer ones are cut (a search box never needs more). */
export const MAX_SEARCH_QUERY = 100;

const SEARCH_PATH = /^\/(rus|uzb)\/(faq|vacancies)\/?$/;

// Blank or dots-only means 'no search' (and dots would become a URL dot-segment).
const querySchema = z
  .string()
  .transform((q) => q.trim().slice(0, MAX_SEARCH_QUERY).trim())
  .refine((q) => /[^.\s]/.test(q));

/** The search page to render for `pathname` and its `q` parameter, or null when it is not a search. */
export function searchRewrite(pathname: string, q: string | null): string | null {
  const page = SEARCH_PATH.exec(pathname);
  const query = querySchema.safeParse(q);
  if (!page || !query.success) return null;
  return `/${page[1]}/${page[2]}/search/${encodeURIComponent(query.data)}`;
}

/** The query of a search page's segment (Next may hand it over still percent-encoded). */
export function queryFromSegment(segment: string): string {
  let query = segment;
  try {
    if (/%[0-9a-f]{2}/i.test(query)) query = decodeURIComponent(query);
  } catch {
    // not valid percent-encoding: a literal '%' typed by the visitor
  }
  return query.trim().slice(0, MAX_SEARCH_QUERY);
}
