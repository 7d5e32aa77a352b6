// @ts-check
/**
 * What the front server does with a request's method, decided in one place before Next sees it.
 * Pages and files answer GET and HEAD only: Next would render a page for any other method, fail
 * with a 500 on TRACE (the fetch Request it builds refuses that method) and answer a file's other
 * methods with a 500 carrying two Allow headers; so those are answered here. API calls answer
 * their route's own methods; a method Next's route handlers do not know is asked as OPTIONS, whose
 * answer names the route's methods (method-refusal.mjs) or is the 404 envelope of an unknown path.
 */

/** The methods of every page and file. */
export const PAGE_ALLOW = 'GET, HEAD';
// Pages whose form posts to the page itself (a Next server action, so it works without script):
// the request tracker's phone form, which keeps the phone out of the URL.
const FORM_PAGE = /^\/(rus|uzb)\/request\/[^/?]+(\?|$)/;
// The methods Next routes to an API route handler (its own or the ones it implements itself).
/** @type {Set<string | undefined>} */
const ROUTE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH']);
const API_PATH = /^\/api\/v1\//;

/**
 * 'page' (a page or file in GET or HEAD), 'form' (a page's own form post), 'refuse' (a page or
 * file in any other method), 'api'
 * (an API call in a method Next routes) or 'probe' (an API call in a method it cannot route).
 * @param {string | undefined} method
 * @param {string} url
 * @returns {'page' | 'form' | 'refuse' | 'api' | 'probe'}
 */
export function methodPlan(method, url) {
  if (API_PATH.test(url)) return ROUTE_METHODS.has(method) ? 'api' : 'probe';
  if (method === 'POST' && FORM_PAGE.test(url)) return 'form';
  return method === 'GET' || method === 'HEAD' ? 'page' : 'refuse';
}

/**
 * Answers a page or file asked in a method it does not take: 204 to OPTIONS, else 405; both with its `Allow` (GET, HEAD; POST too for a form page).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function refusePageMethod(req, res) {
  res.writeHead(req.method === 'OPTIONS' ? 204 : 405, {
    allow: FORM_PAGE.test(req.url ?? '') ? `${PAGE_ALLOW}, POST` : PAGE_ALLOW,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end();
}
