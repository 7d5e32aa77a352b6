// @ts-check
/**
 * The HTTP status of an admin page's answer. The admin's 403 and 404 pages are rendered by the
 * pages themselves (Next leaves the page of forbidden()/notFound() to the browser, an empty HTML
 * body), marked `data-http-status` like the public error pages (page-status.mjs); serve.mjs holds
 * the answer uncompressed until it ends so that its status can follow the mark. Never kept.
 */
import { pageStatus } from './page-status.mjs';

// Every admin path (SPEC §2: what follows the language starts with /adm), the login page aside.
const ADMIN_PAGE = /^\/(rus|uzb)\/adm/;

/** @typedef {import('node:http').OutgoingHttpHeaders} OutgoingHttpHeaders */
/** @typedef {{ status: number, headers: OutgoingHttpHeaders, body: Buffer }} AdminAnswer */

/**
 * Whether `req` asks for an admin page's HTML (not a client-router payload).
 * @param {import('node:http').IncomingMessage} req
 * @returns {boolean}
 */
export function isAdminPageRequest(req) {
  const url = req.url ?? '';
  if (req.method !== 'GET' || !ADMIN_PAGE.test(url) || url.includes('_rsc=')) return false;
  return req.headers.rsc === undefined;
}

/**
 * What to send for an admin page Next answered: the status its mark names, Next's headers otherwise;
 * for a failed render, what `onFailure()` answers instead when it answers anything (the 503 page of
 * a database outage).
 * @param {import('node:http').ServerResponse} res
 * @param {() => AdminAnswer | undefined} [onFailure]
 * @returns {(status: number, headers: OutgoingHttpHeaders, body: Buffer | null) => import('./hold.mjs').HeldAnswer}
 */
export function adminPageAnswer(res, onFailure = () => undefined) {
  return (status, headers, body) => {
    const instead = status >= 500 ? onFailure() : undefined;
    if (instead) {
      res.statusCode = instead.status;
      return { headers: instead.headers, body: instead.body };
    }
    const answer = pageStatus(status, headers, body);
    res.statusCode = answer.status;
    return { headers: answer.headers };
  };
}
