/**
 * Forms that work without script and look something up per visitor (the express payment, the
 * coverage check) are sent as GET to their own page. middleware.ts rewrites such a request to the
 * page's per-request `check` route, so the page itself never reads searchParams and stays cached.
 */

// The query parameters that make a request a sent form, by page.
const FORM_PAGES: Record<string, readonly string[]> = {
  payment: ['prefix', 'login', 'amount'],
  coverage_area: ['district', 'house', 'street'],
};

const FORM_PATH = /^\/(rus|uzb)\/(payment|coverage_area)\/?$/;

/** The per-request page to render for `pathname` with its query, or null when no form was sent. */
export function formPageRewrite(pathname: string, query: URLSearchParams): string | null {
  const page = FORM_PATH.exec(pathname);
  if (!page || !FORM_PAGES[page[2]!]!.some((name) => query.has(name))) return null;
  return `/${page[1]}/${page[2]}/check?${query}`;
}
