// @vitest-environment node
/**
 * The front server while the database is down, over real HTTP with a stand-in for Next: a page or
 * shared API answer kept before the outage is sent again (stale-if-error) up to its limit; a page
 * never kept becomes the translated 503 page, and a failure that is no outage stays Next's own 500.
 */
import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signatureHeaders } from '@/lib/http/api/sign';
import { hasValidSignature } from '@/lib/http/api/verify-signature.mjs';
import { noteDbFailure } from '@/lib/platform/db/reachability.mjs';
import { env } from '@/lib/platform/env';
import { StylesheetInliner } from '@/lib/platform/server/inline-styles.mjs';
import { PageCache, STALE_IF_ERROR_SECONDS } from '@/lib/platform/server/page-cache.mjs';
import { createSiteServer } from '@/lib/platform/server/serve.mjs';
import rus from '@/messages/rus.json';
import uzb from '@/messages/uzb.json';

const REACHABILITY = Symbol.for('isp-site.db-reachability');
// Signed as the site's own pages sign their calls (the default keys of lib/platform/env.ts).
const signed = () => signatureHeaders(env().STATISTIC_KEY, env().MAP_KEY);

let server: Server;
let port = 0;
let clock = 0;
let failure: 'none' | 'outage' | 'bug' = 'none';
let renders = 0;

// Plays Next: a shareable page or shared API answer while the database is up; a failed render when not.
async function nextStandIn(req: IncomingMessage, res: ServerResponse) {
  renders += 1;
  const api = req.url?.startsWith('/api/');
  if (api && !hasValidSignature(req.headers)) {
    res.writeHead(401, { 'content-type': 'application/json' });
    return void res.end('{"status":"error"}');
  }
  if (failure !== 'none') {
    if (failure === 'outage') noteDbFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    res.writeHead(api ? 503 : 500, { 'content-type': api ? 'application/json' : 'text/html; charset=utf-8' });
    return void res.end(api ? '{"status":"error","error":{"code":"unavailable"}}' : '<html>Next 500</html>');
  }
  if (api) {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store', 'x-shared-seconds': '60' });
    return void res.end(`{"status":"ok","data":{"render":${renders}}}`);
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=60' });
  res.end(`<!doctype html><html lang="ru"><body><p>render ${renders}</p></body></html>`);
}

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeEach(async () => {
  clock = 1_000_000;
  failure = 'none';
  renders = 0;
  delete (globalThis as Record<symbol, unknown>)[REACHABILITY];
  server = createSiteServer(nextStandIn, new PageCache(() => clock), undefined, new StylesheetInliner('/nonexistent'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('stale-if-error', () => {
  it('sends the copy of a page kept before the outage, past its freshness, up to the documented limit', async () => {
    const before = await get('/rus/faq');
    failure = 'outage';
    clock += 61_000; // no longer fresh: Next is asked, and fails
    const during = await get('/rus/faq');
    expect(during.status).toBe(200);
    expect(during.body).toBe(before.body);
    expect(during.headers['x-page-cache']).toBe('stale-if-error');
    expect(renders).toBe(2);
    clock += STALE_IF_ERROR_SECONDS * 1000;
    const tooOld = await get('/rus/faq');
    expect(tooOld.status).toBe(503);
  });

  it('sends the copy of a shared content API answer to signed callers only', async () => {
    const headers = signed();
    const before = await get('/api/v1/faq/rus', headers);
    failure = 'outage';
    clock += 61_000;
    const during = await get('/api/v1/faq/rus', headers);
    expect(during.status).toBe(200);
    expect(during.body).toBe(before.body);
    expect(during.headers['x-shared-seconds']).toBeUndefined();
    expect((await get('/api/v1/faq/rus')).status).toBe(401);
  });
});

describe('the 503 page', () => {
  it('answers a page never kept with the translated, noindex 503 page while the database is down', async () => {
    failure = 'outage';
    const page = await get('/uzb/news');
    expect(page.status).toBe(503);
    expect(page.headers['retry-after']).toBe('30');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['cache-control']).toMatch(/no-store/);
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(page.body).toContain(`<h1>${uzb.UnavailablePage.heading}</h1>`);
    expect(page.body).toContain('<html lang="uz">');
    const russian = await get('/rus/news');
    expect(russian.body).toContain(`<h1>${rus.UnavailablePage.heading}</h1>`);
  });

  it('answers an admin page (never kept) with the 503 page once the database has failed', async () => {
    failure = 'outage';
    await get('/api/v1/adm/news', signed()); // a call that notes the failure
    const page = await get('/uzb/adm/news');
    expect(page.status).toBe(503);
    expect(page.body).toContain(`<h1>${uzb.UnavailablePage.heading}</h1>`);
  });

  it("leaves Next's 500 as it is when the database did not fail", async () => {
    failure = 'bug';
    for (const path of ['/rus/news', '/rus/adm/news']) {
      const page = await get(path);
      expect(page.status).toBe(500);
      expect(page.body).toBe('<html>Next 500</html>');
    }
  });
});
