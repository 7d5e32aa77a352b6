import { expect, test, type APIResponse } from '@playwright/test';
import { firstAdmin, loginViaUi } from './helpers/admin';

function expectHardened(res: APIResponse) {
  const h = res.headers();
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy']).toContain('camera=()');
  expect(h['cross-origin-opener-policy']).toBe('same-origin');
  expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(h['content-security-policy']).not.toContain('unsafe-eval');
  expect(h['access-control-allow-origin']).toBeUndefined();
  expect(h['x-powered-by']).toBeUndefined();
}

test('pages, error pages and API answers carry the security headers', async ({ request }) => {
  for (const [path, status] of [
    ['/rus', 200],
    ['/uzb/no-such-page', 404],
    ['/rus/500', 500],
    ['/api/v1/health', 200],
    ['/api/v1/no-such-call', 404],
  ] as const) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(status);
    expectHardened(res);
  }
});

test('the error page tells nothing of the error: no message, stack or file path', async ({ request }) => {
  const res = await request.get('/rus/500');
  expect(res.status()).toBe(500);
  const html = await res.text();
  expect(html).toContain('Попробовать снова');
  expect(html).not.toMatch(
    /The error page was requested|RequestedErrorPage|at \S+ \(|\/work\/|node_modules|\.tsx?:\d+/,
  );
});

test('signed-in admin pages and calls are private, no-store', async ({ page }) => {
  const admin = firstAdmin();
  await loginViaUi(page, admin.email, admin.password);
  for (const path of ['/rus/adm', '/rus/adm/users', '/uzb/adm/news']) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toMatch(/private/);
    expect(res.headers()['cache-control'], path).toMatch(/no-store/);
  }
});

test('HSTS is sent when the site is reached over HTTPS', async ({ request }) => {
  const res = await request.get('/rus', { headers: { 'x-forwarded-proto': 'https' } });
  expect(res.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  const plain = await request.get('/rus');
  expect(plain.headers()['strict-transport-security']).toBeUndefined();
});

test('the public page works under its policy: no CSP violations in the console', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  await page.goto('/rus');
  await page.getByRole('button', { name: 'Следующий слайд' }).click();
  expect(violations).toEqual([]);
});

test("public pages allow only their own inline scripts, by hash: no 'unsafe-inline', nothing refused, first render and cached", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Refused to run: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const path of [
    '/rus',
    '/uzb/tariff',
    '/rus/faq',
    '/uzb/coverage_area',
    '/rus/payment',
    '/uzb/about',
    '/rus/news',
    '/rus/vacancies',
    '/uzb/no-such-page',
  ]) {
    for (const visit of ['first render', 'cached copy']) {
      const res = await page.goto(path);
      const scriptSrc = /script-src([^;]*)/.exec(res!.headers()['content-security-policy'] ?? '')?.[1] ?? '';
      expect(scriptSrc, `${path} ${visit}`).not.toContain("'unsafe-inline'");
      expect(scriptSrc, `${path} ${visit}`).toMatch(/'sha256-/);
      // The client runtime starts only when the inline flight data it reads was allowed to run.
      await page.waitForFunction(() => (window as { next?: { version?: string } }).next?.version !== undefined);
    }
  }
  expect(violations).toEqual([]);
});

test('the admin login page runs under its nonce policy: every script carries the nonce, no violations', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  const res = await page.goto('/rus/site/adm/login');
  const csp = res!.headers()['content-security-policy']!;
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).not.toContain("'unsafe-inline' 'nonce");
  expect(res!.headers()['cache-control']).toContain('no-store');
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((nodes) => nodes.map((n) => (n as HTMLScriptElement).nonce));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((n) => n === nonce)).toBe(true);
  expect(violations).toEqual([]);
});
