// @vitest-environment node
/**
 * The front server's answer to each HTTP method (issue #31): pages and files take GET and HEAD
 * (HEAD with the status GET gets), anything else is refused with one Allow header before Next sees
 * it; API calls get the envelope and Allow for a method their route does not take. The stand-in
 * for Next answers as Next does: a bare 405, 204 with Allow to OPTIONS, a page for any method.
 */
import { request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageCache } from '@/lib/platform/server/page-cache.mjs';
import { methodPlan } from '@/lib/platform/server/request-method.mjs';
import { createSiteServer } from '@/lib/platform/server/serve.mjs';
import { StaticAssets } from '@/lib/platform/server/static-assets.mjs';

const MISSING_PAGE =
  '<!DOCTYPE html><html lang="ru"><body><section class="x" data-http-status="404"><h1>Ошибка 404</h1></section></body></html>';
const PAGE = '<!DOCTYPE html><html lang="ru"><body><h1>Тарифы</h1></body></html>';
const NOT_FOUND = JSON.stringify({ status: 'error', error: { name: 'Не найдено', message: '…', code: 'not_found' } });
// The API routes of the stand-in and the methods each exports.
const ROUTES: Record<string, string[]> = { '/api/v1/health': ['GET'], '/api/v1/save': ['POST'] };

let server: Server;
let port = 0;
let seen: { method: string; url: string }[] = [];

function nextStandIn(req: IncomingMessage, res: ServerResponse) {
  const url = req.url ?? '/';
  const method = req.method ?? 'GET';
  seen.push({ method, url });
  if (url.startsWith('/api/v1/')) {
    const methods = ROUTES[url.split('?')[0]!];
    res.setHeader('cache-control', 'private, no-store');
    if (!methods) {
      res.statusCode = 404;
      res.setHeader('content-type', 'application/json');
      return Promise.resolve(void res.end(NOT_FOUND));
    }
    const allowed = [...methods, ...(methods.includes('GET') ? ['HEAD'] : [])];
    if (method === 'OPTIONS') {
      res.statusCode = 204;
      res.setHeader('allow', [...allowed, 'OPTIONS'].sort().join(', '));
      return Promise.resolve(void res.end());
    }
    res.statusCode = allowed.includes(method) ? 200 : 405;
    return Promise.resolve(void res.end(res.statusCode === 200 ? '{"status":"ok","data":{}}' : undefined));
  }
  // A page, whatever the method: Next renders it (the 404 page carries its mark in the body).
  res.statusCode = 200;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  if (method === 'HEAD') return Promise.resolve(void res.end());
  const missing = url.includes('no-such') || url.startsWith('/rus/site/adm/');
  return Promise.resolve(void res.end(missing ? MISSING_PAGE : PAGE));
}

function call(path: string, method = 'GET', headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; raw: string[]; body: string }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            raw: res.rawHeaders,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

const allowHeaders = (raw: string[]) => raw.filter((_, i) => i % 2 === 0 && raw[i]!.toLowerCase() === 'allow');

beforeEach(async () => {
  seen = [];
  const assets = new StaticAssets(new Map([['/_next/static/chunks/a.js', '/nowhere/a.js']]));
  server = createSiteServer(nextStandIn, new PageCache(), assets);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('methodPlan', () => {
  it('sends GET and HEAD of pages and files on, refuses their other methods, and routes API calls', () => {
    expect(methodPlan('GET', '/rus/faq')).toBe('page');
    expect(methodPlan('HEAD', '/_next/static/chunks/a.js')).toBe('page');
    expect(methodPlan('POST', '/rus/faq')).toBe('refuse');
    expect(methodPlan('TRACE', '/')).toBe('refuse');
    expect(methodPlan('DELETE', '/api/v1/health')).toBe('api');
    expect(methodPlan('OPTIONS', '/api/v1/no-such')).toBe('api');
    expect(methodPlan('TRACE', '/api/v1/health')).toBe('probe');
    expect(methodPlan('PROPFIND', '/api/v1/faq/uzb?lang=uzb')).toBe('probe');
    expect(methodPlan('PROPFIND', '/api/v1')).toBe('refuse');
    expect(methodPlan('TRACE', '/api/v10')).toBe('refuse');
    // the tracker's phone form posts to its own page (a server action that works without script)
    expect(methodPlan('POST', '/uzb/request/TN-0001')).toBe('form');
    expect(methodPlan('PUT', '/uzb/request/TN-0001')).toBe('refuse');
  });
});

describe('front server methods', () => {
  it('refuses every other method on pages and files with 405 and one Allow: GET, HEAD, without asking Next', async () => {
    for (const path of [
      '/rus/faq',
      '/rus/no-such-page',
      '/',
      '/sitemap.xml',
      '/_next/static/chunks/a.js',
      '/favicon.ico',
    ])
      for (const method of ['TRACE', 'PUT', 'POST', 'DELETE', 'PATCH', 'PROPFIND']) {
        const answer = await call(path, method);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(allowHeaders(answer.raw), `${method} ${path}`).toHaveLength(1);
        expect(answer.headers.allow).toBe('GET, HEAD');
        expect(answer.body).toBe('');
      }
    const tracker = await call('/rus/request/TN-0001', 'PUT');
    expect(tracker.status).toBe(405);
    expect(tracker.headers.allow).toBe('GET, HEAD, POST');
    const options = await call('/rus/faq', 'OPTIONS');
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe('GET, HEAD');
    expect(seen).toEqual([]);
  });

  it('answers HEAD of a page with the status and headers GET gets, without a body', async () => {
    for (const path of ['/rus/no-such-page', '/rus/site/adm', '/rus/site/adm/anything', '/rus/faq']) {
      const get = await call(path);
      const head = await call(path, 'HEAD');
      expect(head.status, path).toBe(get.status);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.headers['content-length']).toBe(get.headers['content-length']);
      expect(head.body).toBe('');
    }
    expect((await call('/rus/site/adm/anything')).status).toBe(404);
    expect((await call('/rus/faq', 'HEAD')).status).toBe(200);
  });

  it("gives an API call's refused method the envelope in the caller's language and the route's Allow", async () => {
    const refused = await call('/api/v1/health?lang=uzb', 'DELETE');
    expect(refused.status).toBe(405);
    expect(refused.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(refused.body)).toEqual({
      status: 'error',
      error: { code: 'method_not_allowed', name: 'Usul qoʻllab-quvvatlanmaydi', message: expect.any(String) },
    });
    const get = await call('/api/v1/save', 'GET', { 'accept-language': 'ru-RU' });
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('OPTIONS, POST');
    expect(JSON.parse(get.body).error.name).toBe('Метод не поддерживается');
    expect((await call('/api/v1/health')).status).toBe(200);
  });

  it('asks Next about a method it cannot route as OPTIONS, and answers 405 with Allow, or 404 for an unknown path', async () => {
    const trace = await call('/api/v1/health', 'TRACE');
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(JSON.parse(trace.body).error.code).toBe('method_not_allowed');
    expect(seen).toEqual([{ method: 'OPTIONS', url: '/api/v1/health' }]);
    const unknown = await call('/api/v1/no-such', 'PROPFIND');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body).error.code).toBe('not_found');
  });
});
