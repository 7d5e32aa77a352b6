// @vitest-environment node
/** The front page cache over real HTTP, with a stand-in for Next's handler that counts renders. */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signatureHeaders } from '@/lib/http/api/sign';
import { env } from '@/lib/platform/env';
import { StylesheetInliner } from '@/lib/platform/server/inline-styles.mjs';
import { PageCache } from '@/lib/platform/server/page-cache.mjs';
import { createSiteServer } from '@/lib/platform/server/serve.mjs';
import { processTagTimes } from '@/lib/platform/invalidation/tag-times.mjs';

const PAGE = `<!doctype html><html lang="ru"><body>${'<p>Тарифы домашнего интернета</p>'.repeat(400)}</body></html>`;
const FLIGHT = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])';
const SCRIPTED_PAGE = `<!doctype html><html lang="ru"><body><p>Тарифы</p><script>${FLIGHT}</script></body></html>`;
const CSS = 'h1{font-size:1.875rem}';
const STYLED_PAGE =
  '<!DOCTYPE html><html lang="ru"><head><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/></head><body><h1>Тарифы</h1></body></html>';
const SHARED = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 's-maxage=60, stale-while-revalidate=3540',
  'x-nextjs-cache': 'HIT',
  vary: 'rsc, Accept-Encoding',
};

let server: Server;
let port = 0;
let clock = 0;
let cache: PageCache;
let renders: { url: string; acceptEncoding?: string }[] = [];
let release: (() => void) | undefined;
const assetsDir = mkdtempSync(path.join(os.tmpdir(), 'front-cache-static-'));
mkdirSync(path.join(assetsDir, 'chunks'));
writeFileSync(path.join(assetsDir, 'chunks', 'site.css'), CSS);

// Plays Next: answers like a cached page, or as the path asks (stale copy, cookie, 404, slow render).
async function nextStandIn(req: IncomingMessage, res: ServerResponse) {
  renders.push({ url: req.url ?? '', acceptEncoding: req.headers['accept-encoding'] });
  const headers: Record<string, string> = { ...SHARED };
  if (req.url === '/rus/stale') headers['x-nextjs-cache'] = 'STALE';
  if (req.url === '/rus/cookie') headers['set-cookie'] = 'a=b';
  if (req.url === '/rus/private') headers['cache-control'] = 'private, no-store';
  if (req.url === '/rus/slow' && !release) await new Promise<void>((resolve) => (release = resolve));
  if (req.url === '/rus/scripted') {
    // Next revalidates its own ETag with a bare 304 that carries the build-time policy.
    if (req.headers['if-none-match'] === '"next-etag"') {
      res.writeHead(304, {
        'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'",
        etag: '"next-etag"',
      });
      return void res.end();
    }
    res.writeHead(200, {
      ...headers,
      'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'",
    });
    return void res.end(SCRIPTED_PAGE);
  }
  if (req.url === '/rus/styled') {
    res.writeHead(200, { ...headers, etag: '"next-etag"' });
    return void res.end(STYLED_PAGE);
  }
  if (req.url?.startsWith('/api/v1/news')) {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    return void res.end(JSON.stringify({ status: 'ok', data: { page: 2 } }));
  }
  if (req.url?.startsWith('/api/v1/shared')) {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store', 'x-shared-seconds': '60' });
    return void res.end(JSON.stringify({ status: 'ok', data: { n: renders.length } }));
  }
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.statusCode = req.url === '/rus/missing' ? 404 : 200;
  res.write(PAGE.slice(0, 1000));
  res.end(PAGE.slice(1000));
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeEach(async () => {
  clock = 1_000_000;
  renders = [];
  release = undefined;
  cache = new PageCache(() => clock);
  server = createSiteServer(nextStandIn, cache, undefined, new StylesheetInliner(assetsDir));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

// Signed as the site's own pages sign their calls (the default keys of lib/platform/env.ts).
const signed = () => signatureHeaders(env().STATISTIC_KEY, env().MAP_KEY);

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

afterAll(() => rmSync(assetsDir, { recursive: true, force: true }));

describe('front page cache', () => {
  it('renders a public page once and answers the next visitors with the same bytes', async () => {
    const first = await get('/rus/tariff');
    const second = await get('/rus/tariff');
    expect(renders).toHaveLength(1);
    expect(second.status).toBe(200);
    expect(second.body.toString()).toBe(PAGE);
    expect(first.body.toString()).toBe(PAGE);
    expect(second.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': SHARED['cache-control'],
      'x-page-cache': 'hit',
    });
  });

  it("allows a page's own inline scripts by hash instead of 'unsafe-inline', on its first render and from the cache", async () => {
    const hash = `'sha256-${createHash('sha256').update(FLIGHT).digest('base64')}'`;
    for (const response of [await get('/rus/scripted'), await get('/rus/scripted')]) {
      expect(response.body.toString()).toBe(SCRIPTED_PAGE);
      expect(response.headers['content-security-policy']).toBe(`default-src 'self'; script-src 'self' ${hash}`);
    }
    expect(renders).toHaveLength(1);
  });

  it("never passes on Next's 304 with the unlocked policy when a browser revalidates a copy the cache did not keep", async () => {
    const hash = `'sha256-${createHash('sha256').update(FLIGHT).digest('base64')}'`;
    const revalidated = await get('/rus/scripted', { 'if-none-match': '"next-etag"' });
    expect(revalidated.status).toBe(200);
    expect(revalidated.body.toString()).toBe(SCRIPTED_PAGE);
    expect(revalidated.headers['content-security-policy']).toBe(`default-src 'self'; script-src 'self' ${hash}`);
  });

  it('asks Next for the uncompressed page, then sends brotli or gzip as the browser accepts', async () => {
    const rendered = await get('/uzb', { 'accept-encoding': 'gzip, deflate, br' });
    expect(renders[0]!.acceptEncoding).toBeUndefined();
    // The visitor whose request rendered the page gets it compressed too.
    expect(rendered.headers['content-encoding']).toBe('br');
    expect(rendered.headers.vary).toBe(SHARED.vary);
    expect(Number(rendered.headers['content-length'])).toBe(rendered.body.length);
    expect(brotliDecompressSync(rendered.body).toString()).toBe(PAGE);
    const br = await get('/uzb', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE);
    const gzip = await get('/uzb', { 'accept-encoding': 'gzip;q=1.0, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    expect(renders).toHaveLength(1);
  });

  it('compresses pages it does not keep, and sends them plain to a client that accepts no encoding', async () => {
    const missing = await get('/rus/missing', { 'accept-encoding': 'gzip' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(missing.body).toString()).toBe(PAGE);
    const plain = await get('/rus/private');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
    expect(plain.headers.vary).toBe(SHARED.vary);
  });

  it('answers 304 to a matching If-None-Match and HEAD without a body', async () => {
    await get('/rus/faq');
    const hit = await get('/rus/faq');
    const again = await get('/rus/faq', { 'if-none-match': String(hit.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get('/rus/faq', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(PAGE));
  });

  it('leaves client-router, admin and API requests to Next every time', async () => {
    const twice = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
      await get(path, headers, method);
      await get(path, headers, method);
    };
    await twice('/rus/tariff', { rsc: '1' });
    await twice('/rus/tariff?_rsc=abc');
    await twice('/rus/adm/news');
    await twice('/rus/site/adm/login');
    await twice('/api/v1/get/rus');
    expect(renders).toHaveLength(10);
  });

  it('does not keep stale copies, errors, pages setting cookies or private pages', async () => {
    for (const path of ['/rus/stale', '/rus/missing', '/rus/cookie', '/rus/private']) {
      await get(path);
      await get(path);
    }
    expect(renders).toHaveLength(8);
  });

  it('keeps a page no longer than its s-maxage', async () => {
    await get('/rus/news');
    clock += 59_000;
    await get('/rus/news');
    expect(renders).toHaveLength(1);
    clock += 2_000;
    await get('/rus/news');
    expect(renders).toHaveLength(2);
  });

  it('forgets every page on purge, and never stores a page whose render began before the purge', async () => {
    await get('/rus');
    cache.purge();
    await get('/rus');
    expect(renders).toHaveLength(2);
    const slow = get('/rus/slow');
    await expect.poll(() => renders.length).toBe(3);
    cache.purge(); // an admin saved while the old content was being rendered
    release!();
    await slow;
    await get('/rus/slow');
    expect(renders).toHaveLength(4);
  });

  it('forgets every page when tags expire, from a save here or on another instance', async () => {
    await get('/rus');
    await get('/rus');
    expect(renders).toHaveLength(1);
    processTagTimes().record(['faq'], Date.now()); // what the invalidation listener does on a notification
    await get('/rus');
    expect(renders).toHaveLength(2);
  });

  it("sends a page with the build's stylesheet in its head, on its first render and from the cache, without Next's ETag for other bytes", async () => {
    const styled = STYLED_PAGE.replace('<link', `<style>${CSS}</style><link`).replace(
      'data-precedence="next"/>',
      'data-precedence="next" disabled=""/>',
    );
    const first = await get('/rus/styled', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(first.body).toString()).toBe(styled);
    expect(first.headers.etag).toBeUndefined();
    const hit = await get('/rus/styled');
    expect(hit.body.toString()).toBe(styled);
    expect(hit.headers.etag).toBe(`"${createHash('sha1').update(styled).digest('base64url').slice(0, 27)}"`);
    expect(renders).toHaveLength(1);
  });

  it('answers a shared API call again only to callers whose signature passes, and never sends the internal mark', async () => {
    const first = await get('/api/v1/shared/rus', signed());
    expect(first.headers['x-shared-seconds']).toBeUndefined();
    const again = await get('/api/v1/shared/rus', signed());
    expect(again.body.toString()).toBe(first.body.toString());
    expect(again.headers['x-shared-seconds']).toBeUndefined();
    expect(renders).toHaveLength(1);
    await get('/api/v1/shared/rus', { ...signed(), 'Z-Statistic': 'forged' });
    await get('/api/v1/shared/rus');
    expect(renders).toHaveLength(3);
  });

  it('sends API answers compressed as the caller accepts, whether it keeps them or not', async () => {
    const shared = await get('/api/v1/shared/rus', { ...signed(), 'accept-encoding': 'gzip, deflate, br' });
    expect(renders[0]!.acceptEncoding).toBeUndefined();
    expect(shared.headers['content-encoding']).toBe('br');
    expect(shared.headers['x-shared-seconds']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(shared.body).toString())).toEqual({ status: 'ok', data: { n: 1 } });
    const unshared = await get('/api/v1/news/rus?page=2', { 'accept-encoding': 'gzip' });
    expect(unshared.headers['content-encoding']).toBe('gzip');
    expect(unshared.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(gunzipSync(unshared.body).toString())).toEqual({ status: 'ok', data: { page: 2 } });
    await get('/api/v1/news/rus?page=2', { 'accept-encoding': 'gzip' });
    expect(renders).toHaveLength(3);
  });
});
