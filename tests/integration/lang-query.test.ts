/**
 * `?lang=` names the language of every answer, so every route handler, found on disk, refuses a value
 * that is not one of the site's languages with the 400 envelope naming `lang`, in the caller's language.
 */
import { describe, expect, it } from 'vitest';
import type { NextRequest } from 'next/server';
import { GET as regions } from '@/app/api/v1/addresses/level/0/route';
import { setupTestDatabase } from './helpers/database';
import { callRoute } from './helpers/request';

setupTestDatabase();

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, unknown>> }) => Promise<Response>;
const modules = import.meta.glob<Record<string, Handler>>('../../app/api/v1/**/route.ts', { eager: true });
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const PARAMS = { section: 'news', lang: 'rus', id: '1', path: ['no', 'such', 'call'] };
const SAME_ORIGIN = { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' };
const urlOf = (path: string) =>
  path.replace('[section]', 'news').replace('[lang]', 'rus').replace('[id]', '1').replace('[...path]', 'no/such/call');

const calls = Object.entries(modules)
  .map(([file, exports]) => ({ path: file.replace('../../app', '').replace('/route.ts', ''), exports }))
  .filter((r) => !r.path.includes('[...'))
  .flatMap((r) => METHODS.filter((m) => r.exports[m]).map((method) => ({ ...r, method, handler: r.exports[method]! })));

describe('the ?lang= query', () => {
  it('is refused with 400 naming lang by every route handler when it is not rus or uzb', async () => {
    expect(calls.length).toBeGreaterThan(40);
    for (const { path, method, handler } of calls) {
      for (const lang of ['AAA', 'en', '']) {
        const res = await callRoute(handler, `${urlOf(path)}?lang=${lang}`, {
          method,
          body: method === 'GET' || method === 'DELETE' ? undefined : {},
          headers: SAME_ORIGIN,
          params: PARAMS,
        });
        expect(res.status, `${method} ${path} lang=${lang}`).toBe(400);
        expect(res.json.error.code).toBe('validation');
        expect(res.json.error.fields).toEqual({ lang: 'Допустимые языки: rus, uzb.' });
      }
    }
  });

  it('says so in the language the caller accepts', async () => {
    const res = await callRoute(regions, '/api/v1/addresses/level/0?lang=AAA', {
      headers: { 'accept-language': 'uz' },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({ lang: 'Ruxsat etilgan tillar: rus, uzb.' });
  });

  it('is refused when repeated with a bad value, and answered when it is rus or uzb', async () => {
    expect((await callRoute(regions, '/api/v1/addresses/level/0?lang=uzb&lang=AAA')).status).toBe(400);
    for (const lang of ['rus', 'uzb']) {
      const res = await callRoute(regions, `/api/v1/addresses/level/0?lang=${lang}`);
      expect(res.status, lang).toBe(200);
      expect(res.json.status).toBe('ok');
    }
  });

  it('leaves an unknown path a 404, whatever its query', async () => {
    const { GET: unknown } = modules['../../app/api/v1/[...path]/route.ts']!;
    const res = await callRoute(unknown!, '/api/v1/no/such/call?lang=AAA', { params: PARAMS });
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('not_found');
  });
});
