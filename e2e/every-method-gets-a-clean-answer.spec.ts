/**
 * Issue #31: every page, file and API route answers every HTTP method cleanly. Pages and files take
 * GET and HEAD (the same status and headers; HEAD without a body) and refuse any other method with
 * 405 and one `Allow: GET, HEAD` (OPTIONS may answer 204 with it); API routes answer their own
 * methods and refuse the others with 405, the envelope and Allow; unknown API paths answer the 404
 * envelope whatever the method; nothing answers 5xx for a method.
 */
import { request as httpRequest } from 'node:http';
import { readdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import rus from '../messages/rus.json' with { type: 'json' };
import uzb from '../messages/uzb.json' with { type: 'json' };
import { sitemapPaths } from './helpers/sitemap';

const OTHER_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND'];
const EVERY_METHOD = ['GET', 'HEAD', ...OTHER_METHODS];
// Headers that describe the answer, which HEAD must share with GET.
const SHARED_HEADERS = ['content-type', 'cache-control', 'content-security-policy', 'x-content-type-options'];

const allowOf = (response: APIResponse) =>
  response.headersArray().filter((header) => header.name.toLowerCase() === 'allow');

const call = (request: APIRequestContext, method: string, path: string) =>
  request.fetch(path, { method, maxRedirects: 0, failOnStatusCode: false });

/** Asserts the answer a page or file gives a method other than GET and HEAD. */
function expectRefused(response: APIResponse, label: string) {
  const allowed = allowOf(response);
  expect([405, 204], label).toContain(response.status());
  if (response.status() === 204) expect(label).toMatch(/^OPTIONS /);
  expect(allowed, label).toHaveLength(1);
  expect(allowed[0]!.value, label).toBe('GET, HEAD');
}

/** Asserts HEAD of `path` answers the status and headers GET does, with no body. */
async function expectHeadLikeGet(request: APIRequestContext, path: string) {
  const get = await call(request, 'GET', path);
  const head = await call(request, 'HEAD', path);
  expect(get.status(), `GET ${path}`).toBeLessThan(500);
  expect(head.status(), `HEAD ${path}`).toBe(get.status());
  // An admin page's policy carries a nonce of its own request.
  const same = (value: string | undefined) => value?.replace(/'nonce-[^']+'/, "'nonce'");
  for (const name of SHARED_HEADERS)
    expect(same(head.headers()[name]), `HEAD ${path}: ${name}`).toBe(same(get.headers()[name]));
  expect((await head.body()).length, `HEAD ${path}`).toBe(0);
}

/** A sample of the build's and the site's static files, and the other addresses that are not pages. */
async function files(request: APIRequestContext): Promise<string[]> {
  const html = await (await call(request, 'GET', '/rus')).text();
  const chunk = /\/_next\/static\/[^"?]+\.js/.exec(html)?.[0];
  const css = /\/_next\/static\/[^"?]+\.css/.exec(html)?.[0];
  expect(chunk).toBeTruthy();
  expect(css).toBeTruthy();
  const image = `/images/news/${readdirSync('public/images/news')[0]}`;
  return [chunk!, css!, image, '/favicon.ico', '/icon.svg', '/', '/sitemap.xml', '/robots.txt', '/rus/site/adm/login'];
}

test.describe('every method gets a clean answer', () => {
  test('pages of the sitemap answer HEAD as GET and refuse every other method with one Allow', async ({ request }) => {
    test.setTimeout(600_000);
    const paths = await sitemapPaths({ request });
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      await expectHeadLikeGet(request, path);
      for (const method of OTHER_METHODS) expectRefused(await call(request, method, path), `${method} ${path}`);
    }
  });

  test('static files and the other addresses answer GET and HEAD alike and refuse every other method', async ({
    request,
  }) => {
    for (const path of await files(request)) {
      await expectHeadLikeGet(request, path);
      for (const method of OTHER_METHODS) expectRefused(await call(request, method, path), `${method} ${path}`);
    }
  });

  test('missing pages answer 404 to HEAD as to GET, mistyped admin addresses included', async ({ request }) => {
    const missing = [
      '/rus/no-such-page',
      '/rus/news/999999',
      '/uzb/tariff/no-such',
      '/rus/site/adm',
      '/rus/site/adm/anything',
      '/uzb/site/adm/login/x',
    ];
    for (const path of missing) {
      const get = await call(request, 'GET', path);
      expect(get.status(), `GET ${path}`).toBe(404);
      expect(await get.text()).toContain('data-http-status="404"');
      await expectHeadLikeGet(request, path);
    }
    for (const path of missing)
      for (const method of OTHER_METHODS) expectRefused(await call(request, method, path), `${method} ${path}`);
  });

  test('API routes answer their own methods and refuse the others with the envelope and Allow', async ({ request }) => {
    test.setTimeout(300_000);
    const document = (await (await call(request, 'GET', '/api/v1/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(document.paths);
    expect(routes.length).toBeGreaterThan(30);
    for (const [template, operations] of routes) {
      const path = template
        .replace('{lang}', 'rus')
        .replace('{section}', 'news')
        .replace(/\{\w+\}/g, '1');
      const own = Object.keys(operations).map((method) => method.toUpperCase());
      const allowed = new Set([...own, 'OPTIONS', ...(own.includes('GET') ? ['HEAD'] : [])]);
      for (const method of EVERY_METHOD) {
        const response = await call(request, method, path);
        const label = `${method} ${path}`;
        expect(response.status(), label).toBeLessThan(500);
        if (allowed.has(method)) {
          expect(response.status(), label).not.toBe(405);
          continue;
        }
        expect(response.status(), label).toBe(405);
        const allow = allowOf(response);
        expect(allow, label).toHaveLength(1);
        expect(new Set(allow[0]!.value.split(/,\s*/)), label).toEqual(allowed);
        if (method === 'HEAD') continue;
        expect(await response.json(), label).toEqual({
          status: 'error',
          error: { code: 'method_not_allowed', name: rus.Errors.method_not_allowed.name, message: expect.any(String) },
        });
      }
    }
  });

  test('unknown API paths answer the 404 envelope whatever the method', async ({ request }) => {
    for (const path of ['/api/v1/no-such', '/api/v1/no/such/call?lang=uzb']) {
      for (const method of EVERY_METHOD) {
        const response = await call(request, method, path);
        expect(response.status(), `${method} ${path}`).toBe(404);
        if (method !== 'HEAD') expect((await response.json()).error.code, `${method} ${path}`).toBe('not_found');
      }
    }
  });
});

/** GETs `path` with node's own client, which sends no Accept-Encoding unless told. */
function plainGet(baseURL: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(new URL(path, baseURL), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('the tracker takes a reference with a literal or broken % sign as a wrong reference, whatever the client accepts', async ({
  baseURL,
}) => {
  const texts = { rus, uzb };
  for (const path of ['/rus/request/%25', '/rus/request/a%25b', '/uzb/request/%E0%A4%A']) {
    const lang = path.slice(1, 4) as 'rus' | 'uzb';
    const variants: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }];
    for (const headers of variants) {
      const answer = await plainGet(baseURL!, path, headers);
      const html = answer.body.toString('utf8').replaceAll('&#x27;', "'");
      expect(answer.status, path).toBe(200);
      expect(html).toContain(texts[lang].RequestTracking.badReference);
      expect(html).not.toContain('data-http-status=');
    }
  }
});
