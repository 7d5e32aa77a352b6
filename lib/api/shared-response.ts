/**
 * Responses of the shared content reads (lib/content/shared-read.ts): serialised once per value and
 * marked `x-shared-seconds`, so the front cache of lib/server/page-cache.mjs may answer the same URL
 * again without Next, but only after the caller's signature passes the very check registered here.
 */
import 'server-only';
import type { IncomingHttpHeaders } from 'node:http';
import { SIGNATURE_HEADER, TIME_HEADER } from './sign';
import { hasValidSignature } from './verify-signature';

/** How long the front cache may answer a shared response; an admin save empties it sooner. */
const SHARE_SECONDS = '60';
const VERIFY_KEY = Symbol.for('isp-site.verify-signature');
const sharedBodies = new WeakMap<object, Uint8Array<ArrayBuffer>>();

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

// The front cache runs outside Next's bundles; it finds the signature check on globalThis.
(globalThis as { [VERIFY_KEY]?: (headers: IncomingHttpHeaders) => boolean })[VERIFY_KEY] = (headers) =>
  hasValidSignature(
    new Headers({
      [TIME_HEADER]: one(headers[TIME_HEADER.toLowerCase()]),
      [SIGNATURE_HEADER]: one(headers[SIGNATURE_HEADER.toLowerCase()]),
    }),
  );

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
