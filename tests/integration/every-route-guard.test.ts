/**
 * Every route handler of /api/v1, found on disk rather than listed by hand: each state-changing
 * method refuses a browser's cross-site request (403), and each admin handler refuses a request
 * without a session (401) even when it carries the header that once made Next skip middleware.
 */
import { describe, expect, it } from 'vitest';
import type { NextRequest } from 'next/server';
import { setupTestDatabase } from './helpers/database';
import { callRoute } from './helpers/request';

setupTestDatabase();

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, unknown>> }) => Promise<Response>;
const modules = import.meta.glob<Record<string, Handler>>('../../app/api/v1/**/route.ts', { eager: true });
const routes = Object.entries(modules).map(([file, exports]) => ({
  path: file.replace('../../app', '').replace('/route.ts', ''),
  exports,
}));

const STATE_CHANGING = ['POST', 'PUT', 'PATCH', 'DELETE'];
// Admin calls: everything under adm/, save, the coverage import and the staff accounts (login and logout aside).
const ADMIN =
  /^\/api\/v1\/(adm\/|save$|address(\/update)?$|user\/(all|create|get|update|password|sessions|2fa\/(setup|enable|disable))$)/;
const PARAMS = { section: 'news', lang: 'rus', path: ['no', 'such', 'call'] };
const FORGED_BYPASS = { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' };
const urlOf = (path: string) =>
  path.replace('[section]', 'news').replace('[lang]', 'rus').replace('[...path]', 'no/such/call');

const changing = routes.flatMap((r) =>
  STATE_CHANGING.filter((m) => r.exports[m]).map((method) => ({ ...r, method, handler: r.exports[method]! })),
);
const admin = routes
  .filter((r) => ADMIN.test(r.path))
  .flatMap((r) =>
    ['GET', ...STATE_CHANGING]
      .filter((m) => r.exports[m])
      .map((method) => ({ ...r, method, handler: r.exports[method]! })),
  );

describe('every API route handler', () => {
  it('is found on disk', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(changing.length).toBeGreaterThan(20);
    expect(admin.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/adm/[section]',
        'DELETE /api/v1/adm/[section]',
        'POST /api/v1/adm/tender-file',
        'POST /api/v1/adm/upload',
        'POST /api/v1/adm/tasix',
        'GET /api/v1/adm/audit',
        'POST /api/v1/adm/[section]/status',
        'GET /api/v1/adm/[section]/export',
        'GET /api/v1/adm/resumes/[id]/file',
        'GET /api/v1/adm/ratings/summary',
        'POST /api/v1/adm/requests/retry',
        'POST /api/v1/adm/requests/track',
        'POST /api/v1/adm/requests/progress',
        'POST /api/v1/save',
        'POST /api/v1/address',
        'POST /api/v1/user/update',
      ]),
    );
  });

  it('refuses a state-changing call with a foreign Origin, or Sec-Fetch-Site: cross-site, with 403 cross_site', async () => {
    for (const { path, method, handler } of changing) {
      for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as Record<
        string,
        string
      >[]) {
        const res = await callRoute(handler, `${urlOf(path)}?lang=rus`, { method, body: {}, headers, params: PARAMS });
        expect(res.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.json.error.code).toBe('cross_site');
      }
    }
  });

  it('answers an admin call without a session with 401, whatever header claims middleware ran', async () => {
    for (const { path, method, handler } of admin) {
      const headers = { ...FORGED_BYPASS, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' };
      const res = await callRoute(handler, urlOf(path), {
        method,
        ...(method === 'GET' ? {} : { body: {} }),
        headers,
        params: PARAMS,
      });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.json.error.code).toBe('unauthorized');
    }
  });
});
