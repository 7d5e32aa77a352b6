/**
 * Responses of the shared content reads (lib/content/site/shared-read.ts): serialised once per value and
 * marked `x-shared-seconds`, so the front cache of lib/platform/server/page-cache.mjs may answer the same URL
 * again without Next, but only after the caller's signature passes the same check as the handler's
 * (lib/http/api/verify-signature.mjs, which the front server imports).
 */
import 'server-only';

/** How long the front cache may answer a shared response; an admin save empties it sooner. */
const SHARE_SECONDS = '60';
const sharedBodies = new WeakMap<object, Uint8Array<ArrayBuffer>>();

/** A success envelope of a shared value: serialised once per value, and shareable by the front cache. */
export function okShared(data: object): Response {
  let body = sharedBodies.get(data);
  if (!body) {
    body = new TextEncoder().encode(JSON.stringify({ status: 'ok', data }));
    sharedBodies.set(data, body);
  }
  return new Response(body, {
    headers: {
      'content-type': 'application/json',
      'cache-control': 'private, no-store',
      'x-shared-seconds': SHARE_SECONDS,
    },
  });
}
