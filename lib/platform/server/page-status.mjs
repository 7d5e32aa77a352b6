// @ts-check
/**
 * The HTTP status of a page's answer. A page cannot set its own status, and a page that
 * throws notFound() is rendered by Next only in the browser (an empty HTML body); so the 404 and
 * 500 pages are rendered as ordinary pages whose error panel carries `data-http-status`
 * (components/site/error-panel.tsx; the admin's 403 and 404 in components/admin/), and the front
 * server answers with that status.
 */

const MARK = /<section\b[^>]*\sdata-http-status="(403|404|500)"/;

/**
 * The status to answer for Next's `status` and page `body`; `headers` changed to match (a 500 is never kept by a CDN).
 * @param {number} status
 * @param {import('node:http').OutgoingHttpHeaders} headers
 * @param {Buffer | null} body
 * @returns {{ status: number, headers: import('node:http').OutgoingHttpHeaders }}
 */
export function pageStatus(status, headers, body) {
  if (status !== 200 || !body) return { status, headers };
  const found = MARK.exec(body.toString('utf8'));
  if (!found) return { status, headers };
  const marked = Number(found[1]);
  return {
    status: marked,
    headers:
      marked === 500
        ? { ...headers, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }
        : headers,
  };
}
