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
// The methods Next routes to an API route handler (its own or the ones it implements itself).
const ROUTE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH']);
const API_PATH = /^\/api\/v1\//;

/**
 * 'page' (a page or file in GET or HEAD), 'refuse' (a page or file in any other method), 'api'
 * (an API call in a method Next routes) or 'probe' (an API call in a method it cannot route).
 */
export function methodPlan(method, url) {
  if (API_PATH.test(url)) return ROUTE_METHODS.has(method) ? 'api' : 'probe';
  return method === 'GET' || method === 'HEAD' ? 'page' : 'refuse';
}

/** Answers a page or file asked in another method than GET or HEAD: 204 to OPTIONS, else 405; both with `Allow: GET, HEAD`. */
export function refusePageMethod(req, res) {
  res.writeHead(req.method === 'OPTIONS' ? 204 : 405, {
    allow: PAGE_ALLOW,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end();
}
