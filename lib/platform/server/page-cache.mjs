// @ts-check
/**
 * The in-process front cache of public pages and shared content API answers: the bytes Next
 * already produced, kept here so the next callers get them without another trip through Next's
 * router, cache lookup, ETag hashing and per-request compression, which cost Next several times
 * the CPU this cache spends on the same answer (docs/performance.md, "The front server").
 *
 * What it keeps: pages Next marks as shareable (200, `Cache-Control: s-maxage`, no cookie, not a
 * stale copy), for at most that s-maxage; content API answers their handler marks
 * `x-shared-seconds` (lib/http/api/shared-response.ts), served again only to callers whose signature
 * passes the handler's own check. An admin save on any instance empties the cache (serve.mjs subscribes
 * `purge` to `onTagsExpired` of lib/platform/invalidation/tag-times.mjs), and an answer whose rendering began
 * before that purge is never stored, so an edit shows on the next request as it does with Next's cache alone.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** @typedef {import('node:http').OutgoingHttpHeaders} OutgoingHttpHeaders */
/** @typedef {{ method?: string, url?: string, headers: import('node:http').IncomingHttpHeaders }} RequestLike */
/** @typedef {'br' | 'gzip' | 'identity'} Encoding */
/** @typedef {{ identity: Buffer, br?: Buffer, gzip?: Buffer }} Bodies */
/**
 * A kept answer: Next's status and headers (less the per-connection ones), its bodies by encoding.
 * @typedef {{
 *   status: number, headers: OutgoingHttpHeaders, etag: string, size: number,
 *   expires: number, staleUntil: number, bodies: Bodies,
 * }} CachedPage
 */

const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
const MAX_TTL_SECONDS = 60;
/**
 * How long past its freshness a kept answer may still be sent when Next fails to produce a new one
 * (stale-if-error: the database is down): long enough to ride out a restart or a fail-over of the
 * database, short enough that nobody reads a day-old page. An admin save still empties the cache.
 */
export const STALE_IF_ERROR_SECONDS = 600;
// Headers that describe one connection, one transfer or how Next found the page, not the page.
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
  'content-encoding',
  'etag',
  'x-nextjs-cache',
  'x-shared-seconds',
]);
// Client-router requests (RSC payloads, prefetches, server actions) get other bodies for the same URL.
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
  'range',
];
// Every path under a language but the admin area and its login page (a mistyped admin address is a public 404).
const PUBLIC_PAGE = /^\/(rus|uzb)(\/(?!adm|site\/adm\/login\/?(\?|$))[^?]*)?(\?|$)/;
const CONTENT_API = /^\/api\/v1\//;
// The speed test measures the line: its bytes must flow as Next streams them, never held, compressed or kept.
const STREAMED_API = /^\/api\/v1\/speedtest\//;

/**
 * What the front cache may answer: 'page', 'api' (a signed content call) or undefined (always Next).
 * @param {RequestLike} req
 * @returns {'page' | 'api' | undefined}
 */
export function requestKind(req) {
  const url = req.url ?? '';
  if (STREAMED_API.test(url)) return undefined;
  if (req.method === 'GET' && CONTENT_API.test(url)) return 'api';
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  if (!PUBLIC_PAGE.test(url) || url.includes('_rsc=')) return undefined;
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return undefined;
  // Draft/preview mode renders per request.
  return /__prerender_bypass|__next_preview_data/.test(req.headers.cookie ?? '') ? undefined : 'page';
}

/**
 * The key of a request: the URL, and whether it came over HTTPS (HSTS is sent only then).
 * @param {RequestLike} req
 * @returns {string}
 */
export function cacheKey(req) {
  return `${req.headers['x-forwarded-proto'] === 'https' ? 's' : 'p'} ${req.url}`;
}

/**
 * How long (seconds) a captured response may be kept, or 0 when it must not be stored.
 * @param {number} status
 * @param {OutgoingHttpHeaders} headers
 * @returns {number}
 */
export function storableSeconds(status, headers) {
  if (status !== 200 || headers['set-cookie'] !== undefined || headers['content-encoding'] !== undefined) return 0;
  if (headers['x-shared-seconds'] !== undefined)
    return Math.min(Number(headers['x-shared-seconds']) || 0, MAX_TTL_SECONDS);
  if (String(headers['x-nextjs-cache'] ?? '').toUpperCase() === 'STALE') return 0;
  const cacheControl = String(headers['cache-control'] ?? '');
  if (/private|no-store|no-cache/.test(cacheControl)) return 0;
  const maxAge = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1] ?? 0);
  return Math.min(maxAge, MAX_TTL_SECONDS);
}

/**
 * Picks the encoding to send: br, then gzip, else identity.
 * @param {string | string[] | undefined} acceptEncoding
 * @returns {Encoding}
 */
export function pickEncoding(acceptEncoding) {
  /** @param {string} name */
  const accepts = (name) =>
    new RegExp(`(^|[\\s,])${name}(;q=(?!0(\\.0+)?(\\s|,|$))[\\d.]+)?(\\s|,|$)`).test(String(acceptEncoding ?? ''));
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/**
 * @param {Buffer} body
 * @param {'br' | 'gzip'} encoding
 * @returns {Buffer}
 */
function compress(body, encoding) {
  if (encoding === 'br')
    return brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  return gzipSync(body, { level: 9 });
}

/**
 * A Vary header value that includes Accept-Encoding: the body sent depends on it.
 * @param {OutgoingHttpHeaders[string]} vary
 * @returns {string}
 */
function varyOnEncoding(vary) {
  if (!vary) return 'Accept-Encoding';
  return /(^|,)\s*accept-encoding\s*(,|$)/i.test(String(vary)) ? String(vary) : `${vary}, Accept-Encoding`;
}

/** A bounded, purgeable store of page responses. */
export class PageCache {
  /** @type {Map<string, CachedPage>} */
  #entries = new Map();
  #bytes = 0;
  #generation = 0;

  /** @param {() => number} [now] */
  constructor(now = () => Date.now()) {
    this.now = now;
  }

  /** The purge generation: a response rendered under an older one is not stored. */
  get generation() {
    return this.#generation;
  }

  /** Forgets every page (an admin saved something). */
  purge() {
    this.#generation += 1;
    this.#entries.clear();
    this.#bytes = 0;
  }

  /**
   * Stores a captured response when it is shareable and no purge happened since `generation`;
   * returns the stored entry, or undefined.
   * @param {string} key
   * @param {number} generation
   * @param {number} status
   * @param {OutgoingHttpHeaders} headers
   * @param {Buffer} body
   * @returns {CachedPage | undefined}
   */
  store(key, generation, status, headers, body) {
    const seconds = storableSeconds(status, headers);
    if (seconds <= 0 || generation !== this.#generation) return undefined;
    return this.#keep(key, status, headers, { identity: body }, this.now() + seconds * 1000);
  }

  /**
   * Stores an immutable build asset (Next's 200 with `Cache-Control: …immutable`) with the copies
   * already encoded at build time (`encoded`: { br, gzip }); it never expires. Returns the entry.
   * @param {string} key
   * @param {number} status
   * @param {OutgoingHttpHeaders} headers
   * @param {Buffer} body
   * @param {{ br?: Buffer, gzip?: Buffer }} encoded
   * @returns {CachedPage | undefined}
   */
  storeImmutable(key, status, headers, body, encoded) {
    const immutable = /\bimmutable\b/.test(String(headers['cache-control'] ?? ''));
    if (
      status !== 200 ||
      !immutable ||
      headers['set-cookie'] !== undefined ||
      headers['content-encoding'] !== undefined
    )
      return undefined;
    return this.#keep(key, status, headers, { ...encoded, identity: body }, Number.POSITIVE_INFINITY);
  }

  /**
   * @param {string} key
   * @param {number} status
   * @param {OutgoingHttpHeaders} headers
   * @param {Bodies} bodies
   * @param {number} expires
   * @returns {CachedPage | undefined}
   */
  #keep(key, status, headers, bodies, expires) {
    if (bodies.identity.length > MAX_ENTRY_BYTES) return undefined;
    const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_HEADERS.has(name)));
    const etag = `"${createHash('sha1').update(bodies.identity).digest('base64url').slice(0, 27)}"`;
    const size = Object.values(bodies).reduce((total, bytes) => total + (bytes?.length ?? 0), 0);
    this.#delete(key);
    /** @type {CachedPage} */
    const entry = {
      status,
      headers: kept,
      etag,
      bodies,
      size,
      expires,
      staleUntil: expires + STALE_IF_ERROR_SECONDS * 1000,
    };
    this.#entries.set(key, entry);
    this.#bytes += size;
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= MAX_TOTAL_BYTES) break;
      this.#delete(oldest);
    }
    return entry;
  }

  /**
   * The fresh entry under `key`, if any (and marks it recently used); an expired one is kept for lookupStale.
   * @param {string} key
   * @returns {CachedPage | undefined}
   */
  lookup(key) {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      if (entry.staleUntil <= this.now()) this.#delete(key);
      return undefined;
    }
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  /**
   * The entry under `key`, fresh or expired within STALE_IF_ERROR_SECONDS, to send when Next failed (stale-if-error).
   * @param {string} key
   * @returns {CachedPage | undefined}
   */
  lookupStale(key) {
    const entry = this.#entries.get(key);
    return entry && entry.staleUntil > this.now() ? entry : undefined;
  }

  /**
   * Writes a stored entry to `res`, compressed as the client accepts, or 304 on a matching ETag.
   * @param {CachedPage} entry
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  send(entry, req, res) {
    const encoding = pickEncoding(req.headers['accept-encoding']);
    /** @type {OutgoingHttpHeaders} */
    const headers = {
      ...entry.headers,
      etag: entry.etag,
      vary: varyOnEncoding(entry.headers.vary),
      'x-page-cache': 'hit',
    };
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const body = this.#bodyIn(entry, encoding);
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    headers['content-length'] = String(body.length);
    res.writeHead(entry.status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * What Next answered here (asked uncompressed), encoded as this caller accepts, so the caller
   * whose request rendered a page, and callers of answers that are not kept, get the same
   * compressed bytes as the cache's later callers. `stored` is the entry the body was just kept in,
   * if any: its encoded bytes are then kept for them. An empty body is left as it is.
   * @param {OutgoingHttpHeaders} headers
   * @param {Buffer} body
   * @param {string | string[] | undefined} acceptEncoding
   * @param {CachedPage} [stored]
   * @returns {{ headers: OutgoingHttpHeaders, body?: Buffer }}
   */
  encode(headers, body, acceptEncoding, stored) {
    if (body.length === 0) return { headers };
    const encoding = pickEncoding(acceptEncoding);
    const sent = stored ? this.#bodyIn(stored, encoding) : encoding === 'identity' ? body : compress(body, encoding);
    /** @type {OutgoingHttpHeaders} */
    const encoded = { ...headers, vary: varyOnEncoding(headers.vary), 'content-length': String(sent.length) };
    if (encoding !== 'identity') encoded['content-encoding'] = encoding;
    return { headers: encoded, body: sent };
  }

  /** An entry's body in `encoding`, compressed once and kept with the entry. */
  /**
   * @param {CachedPage} entry
   * @param {Encoding} encoding
   * @returns {Buffer}
   */
  #bodyIn(entry, encoding) {
    let body = entry.bodies[encoding];
    if (!body) {
      if (encoding === 'identity') return entry.bodies.identity;
      body = compress(entry.bodies.identity, encoding);
      entry.bodies[encoding] = body;
      entry.size += body.length;
      this.#bytes += body.length;
    }
    return body;
  }

  /** @param {string} key */
  #delete(key) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }
}
