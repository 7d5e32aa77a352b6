// @ts-check
/**
 * The production HTTP server: Next's request handler behind the front page cache
 * (page-cache.mjs) and the build's precompressed assets (static-assets.mjs). Started by `npm start`
 * (lib/ops/cli/start.mjs) in its own process. It alone sees the TCP peer, so before anything else
 * reads a request it writes the client's address into a header of its own (client-address.mjs).
 * Which methods reach Next is decided here too (request-method.mjs, method-refusal.mjs).
 *
 * On SIGTERM/SIGINT it stops accepting connections, lets requests in flight finish (closing idle
 * keep-alive connections at once), then exits with the code Next's own server uses (143/130);
 * the instrumentation hook closes the database on that exit.
 */
import { createServer } from 'node:http';
import { hasValidSignature } from '../../http/api/verify-signature.mjs';
import { runOnBuiltConfig } from './built-config.mjs';
import { keepHeapNearLiveSize } from './heap.mjs';
import { stampClientAddress } from './client-address.mjs';
import { holdResponse } from './hold.mjs';
import { StylesheetInliner } from './inline-styles.mjs';
import { lockInlineScripts } from './script-hashes.mjs';
import { onTagsExpired } from '../invalidation/tag-times.mjs';
import { adminPageAnswer, isAdminPageRequest } from './admin-status.mjs';
import { cacheKey, PageCache, requestKind } from './page-cache.mjs';
import { answerRefusals, askAllow } from './method-refusal.mjs';
import { observeRequest } from './metrics.mjs';
import { dbRecentlyUnreachable } from '../db/reachability.mjs';
import { pageStatus } from './page-status.mjs';
import { unavailableAnswer } from './unavailable-page.mjs';
import { decodableUrl } from './request-path.mjs';
import { methodPlan, refusePageMethod } from './request-method.mjs';
import { StaticAssets } from './static-assets.mjs';

const MAX_CAPTURE_BYTES = 2 * 1024 * 1024;
// How lib/http/api/shared-response.ts marks an answer the front cache may keep (and for how long).
const SHARED_MARK = 'x-shared-seconds';
const DRAIN_DEADLINE_MS = 25_000;
const PAGE_PATH = /^\/(rus|uzb)(\/|\?|$)/;

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('node:http').OutgoingHttpHeaders} OutgoingHttpHeaders */
/** @typedef {import('./page-cache.mjs').CachedPage} CachedPage */
/** What to send for Next's answer, and the entry its body was kept in. @typedef {{ headers: OutgoingHttpHeaders, body?: Buffer, stored?: CachedPage }} KeptAnswer */
/** @typedef {(status: number, headers: OutgoingHttpHeaders, body: Buffer | null) => KeptAnswer} Keep */

/**
 * Asks Next for its answer uncompressed and sends it encoded as this caller accepts, from the
 * copy kept in `cache` when there is one. `keep(status, headers, body)` decides, once Next has
 * answered, the headers to send, the body to send instead of Next's if any, and the entry that body
 * was kept in (Next's body is null past the limit).
 * @param {PageCache} cache
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {Keep} keep
 */
function encodeNextAnswer(cache, req, res, keep) {
  const acceptEncoding = req.headers['accept-encoding'];
  delete req.headers['accept-encoding'];
  holdResponse(res, MAX_CAPTURE_BYTES, (status, headers, body) => {
    const kept = keep(status, headers, body);
    return body
      ? cache.encode(kept.headers, kept.body ?? body, acceptEncoding, kept.stored)
      : { headers: kept.headers };
  });
}

/**
 * Answers a build asset from `assets` (returns true), or lets Next answer it and keeps that answer with the build's encoded copies.
 * @param {StaticAssets} assets
 * @param {string} key
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @returns {boolean}
 */
function serveAsset(assets, key, req, res) {
  const entry = assets.lookup(key);
  if (entry) {
    assets.send(entry, req, res);
    return true;
  }
  encodeNextAnswer(assets, req, res, (status, headers, body) => ({
    headers,
    stored: body ? assets.storeAsset(key, status, headers, body) : undefined,
  }));
  return false;
}

/**
 * Answers a public page or content API call from the front cache (returns true), or arranges for
 * Next's answer to be compressed for this caller and kept when it may be.
 * @param {PageCache} cache
 * @param {StylesheetInliner} styles
 * @param {'page' | 'api'} kind
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @returns {boolean}
 */
function serveCached(cache, styles, kind, req, res) {
  const key = cacheKey(req);
  const entry = cache.lookup(key);
  // A shared API answer goes only to callers that pass the handler's own signature check;
  // anyone else gets Next's 401 in their language.
  if (entry && (kind === 'page' || hasValidSignature(req.headers))) {
    cache.send(entry, req, res);
    return true;
  }
  // A HEAD is rendered as a GET: the page's status is read from its body (page-status.mjs), and a
  // HEAD answer has none; Node still sends no body, since the response was made for a HEAD.
  if (req.method === 'HEAD' && kind === 'page') req.method = 'GET';
  if (req.method !== 'GET') return false;
  // A kept answer is compressed once, not per request; only answers begun before a purge are not kept.
  const generation = cache.generation;
  if (kind === 'page') {
    // Next would answer a revalidation with a bare 304 whose policy still says 'unsafe-inline',
    // and the browser would put that policy on the copy it kept; so Next always sends the page
    // and only the front cache answers 304 (with the locked policy it keeps).
    delete req.headers['if-none-match'];
    delete req.headers['if-modified-since'];
    // A page's policy allows its own inline scripts by hash, so its headers wait for its body.
    encodeNextAnswer(cache, req, res, (nextStatus, nextHeaders, body) => {
      if (!body) return { headers: nextHeaders };
      // The 404 and 500 pages are rendered as pages (200 from Next) and answered with their own status.
      const { status, headers } = pageStatus(nextStatus, nextHeaders, body);
      if (status >= 500) {
        const fallback = answerForFailure(cache, key, req.url, true);
        if (fallback) {
          res.statusCode = fallback.status;
          return fallback;
        }
      }
      res.statusCode = status;
      const page = styles.inline(headers, body);
      // Next's ETag names the bytes it wrote; a page with its stylesheet inline is other bytes.
      const locked = lockInlineScripts(page === body ? headers : { ...headers, etag: undefined }, page);
      return { headers: locked, body: page, stored: cache.store(key, generation, status, locked, page) };
    });
  } else {
    // A content API answer: kept when its handler marked it shareable; the mark is never sent.
    encodeNextAnswer(cache, req, res, (status, headers, body) => {
      // Only the handler's own 503 (the database down) or a failure is replaced: its 401 is not.
      const fallback = status >= 500 ? answerForFailure(cache, key, req.url, false) : undefined;
      if (fallback) {
        res.statusCode = fallback.status;
        return fallback;
      }
      return {
        headers: { ...headers, [SHARED_MARK]: undefined },
        stored:
          body && headers[SHARED_MARK] !== undefined ? cache.store(key, generation, status, headers, body) : undefined,
      };
    });
  }
  return false;
}

/**
 * What to send instead of Next's failed answer (5xx) to `url`: the last copy kept under `key`, up to
 * STALE_IF_ERROR_SECONDS old (stale-if-error), or for a page, when the database failed lately, the
 * translated 503 page; undefined to send Next's own answer.
 * @param {PageCache} cache
 * @param {string} key
 * @param {string | undefined} url
 * @param {boolean} isPage
 * @returns {(KeptAnswer & { status: number }) | undefined}
 */
function answerForFailure(cache, key, url, isPage) {
  const stale = cache.lookupStale(key);
  if (stale) {
    const headers = { ...stale.headers, etag: stale.etag, 'x-page-cache': 'stale-if-error', [SHARED_MARK]: undefined };
    return { status: stale.status, headers, body: stale.bodies.identity, stored: stale };
  }
  return isPage && dbRecentlyUnreachable() ? unavailableAnswer(url) : undefined;
}

/**
 * A page Next renders per request (the admin's) while the database is failing: held, so that a
 * failed render becomes the 503 page too. Only then: otherwise such pages stream as Next writes them.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
function guardPageInOutage(req, res) {
  if (req.method !== 'GET' || !PAGE_PATH.test(req.url ?? '') || req.headers.rsc !== undefined) return;
  if (!dbRecentlyUnreachable()) return;
  holdResponse(res, MAX_CAPTURE_BYTES, (status, headers, body) => {
    if (!body || status < 500) return { headers };
    const answer = unavailableAnswer(req.url);
    res.statusCode = answer.status;
    return answer;
  });
}

/**
 * Serves `handle` (Next's request handler) with the front cache in front of public pages and build
 * assets; `styles` writes the build's stylesheet into the public pages it sends; `trustedProxies`
 * (canonical CIDRs) are the peers whose forwarded client address is believed.
 * @param {(req: IncomingMessage, res: ServerResponse) => Promise<void>} handle
 * @param {PageCache} [cache]
 * @param {StaticAssets} [assets]
 * @param {StylesheetInliner} [styles]
 * @param {string[]} [trustedProxies]
 * @returns {import('node:http').Server}
 */
export function createSiteServer(
  handle,
  cache = new PageCache(),
  assets = new StaticAssets(),
  styles = new StylesheetInliner(),
  trustedProxies = [],
) {
  // An admin save, here or on another instance, empties the cache (lib/platform/invalidation/tag-times.mjs).
  const unsubscribe = onTagsExpired(() => cache.purge());
  const server = createServer((req, res) => {
    stampClientAddress(req, trustedProxies);
    req.url = decodableUrl(req.url ?? '/');
    const plan = methodPlan(req.method, req.url);
    const asset = plan === 'page' ? assets.match(req) : undefined;
    const kind = asset || plan === 'refuse' ? undefined : requestKind(req);
    // Counted before any refusal, so a 405 shows in the metrics like any other answer.
    if (observeRequest(req, res, kind)) return;
    if (plan === 'refuse') return refusePageMethod(req, res);
    if (plan === 'probe') req.method = 'OPTIONS';
    if (asset && serveAsset(assets, asset, req, res)) return;
    if (kind && serveCached(cache, styles, kind, req, res)) return;
    if (plan === 'api' || plan === 'probe')
      answerRefusals(req, res, plan === 'probe', () => askAllow(server, req.url ?? '/'));
    // The admin's 403 and 404 pages are rendered as pages and answered with their own status; a
    // render failed by a database outage becomes the 503 page, like other per-request pages.
    const outagePage = () => (dbRecentlyUnreachable() ? unavailableAnswer(req.url) : undefined);
    if (isAdminPageRequest(req)) encodeNextAnswer(cache, req, res, adminPageAnswer(res, outagePage));
    else if (!kind && !asset) guardPageInOutage(req, res);
    handle(req, res).catch((error) => {
      console.error('request failed', req.method, req.url, error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    });
  });
  server.on('close', unsubscribe);
  return server;
}

/**
 * Stops `server` on SIGTERM/SIGINT once requests in flight are answered.
 * @param {import('node:http').Server} server
 */
export function stopGracefullyOnSignals(server) {
  /** @param {'SIGTERM' | 'SIGINT'} signal */
  const stop = (signal) => {
    const code = signal === 'SIGINT' ? 130 : 143;
    server.close(() => process.exit(code));
    server.closeIdleConnections();
    // Keep-alive connections that bring another request now are closed after it.
    server.prependListener('request', (_req, res) => res.setHeader('connection', 'close'));
    setTimeout(() => {
      console.error(`requests still in flight ${DRAIN_DEADLINE_MS} ms after ${signal}; stopping anyway`);
      process.exit(code);
    }, DRAIN_DEADLINE_MS).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

/**
 * Prepares the built Next app in `dir` and listens on `port` (all interfaces), believing forwarded
 * client addresses from `trustedProxies` (canonical CIDRs, parseTrustedProxies); resolves with the server.
 * @param {{ dir: string, port: number, trustedProxies?: string[] }} options
 * @returns {Promise<import('node:http').Server>}
 */
export async function serveSite({ dir, port, trustedProxies = [] }) {
  keepHeapNearLiveSize();
  runOnBuiltConfig(dir);
  const { default: next } = await import('next');
  const app = next({ dev: false, dir, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const server = createSiteServer(
    handle,
    new PageCache(),
    StaticAssets.fromBuild(dir),
    StylesheetInliner.fromBuild(dir),
    trustedProxies,
  );
  stopGracefullyOnSignals(server);
  await new Promise((resolve) => server.listen(port, () => resolve(undefined)));
  return server;
}
