import { expect, test } from '@playwright/test';
import { signatureHeaders } from '../lib/http/api/sign';

// The header that made vulnerable Next.js versions skip middleware (CVE-2025-29927). This Next
// release ignores it, so here the test shows that sending it gains nothing. That the handlers
// check the session themselves, with no middleware at all, is proven by the integration tests
// (every-route-guard.test.ts calls every admin handler, admin-pages-without-middleware.test.ts renders every admin page).
const FORGED = { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' };
const sign = () => signatureHeaders('isp-statistic-key-2026', 'isp-map-key-2026');

test('admin pages without a session never render, even with middleware bypassed', async ({ request }) => {
  for (const path of ['/rus/adm', '/rus/adm/users', '/uzb/adm/news']) {
    const res = await request.get(path, { headers: FORGED, maxRedirects: 0 });
    expect([303, 307, 308], path).toContain(res.status());
    expect(res.headers()['location'], path).toMatch(/\/site\/adm\/login$/);
    const followed = await request.get(path, { headers: FORGED });
    expect(await followed.text(), path).not.toMatch(/data-testid="admin-row"|Пользователи.*Изменить/);
  }
});

test('admin calls without a session answer 401, even with middleware bypassed', async ({ request }) => {
  for (const path of ['/api/v1/adm/news', '/api/v1/user/all', '/api/v1/user/get']) {
    const res = await request.get(path, { headers: { ...FORGED, ...sign() } });
    expect(res.status(), path).toBe(401);
    expect((await res.json()).error.code).toBe('unauthorized');
  }
});
