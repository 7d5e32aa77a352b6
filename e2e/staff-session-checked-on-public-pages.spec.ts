import { expect, test } from '@playwright/test';
import { BASE, firstAdmin, loginViaUi, sign } from './helpers/admin';

// SPEC §4 "On every navigation" steps 4 and 7 on public pages (issue #31, point 13).
const flag = () => window.localStorage.getItem('isAdmAuth');

test('a session that ended elsewhere is noticed on a public page: the staff flag is cleared there', async ({
  page,
}) => {
  const admin = firstAdmin();
  await loginViaUi(page, admin.email, admin.password);
  expect(await page.evaluate(flag)).toBe('true');
  // the session ends outside this page (another tab's logout): the browser still says 'true'
  const logout = await page.request.post('/api/v1/user/logout', { headers: { ...sign(), origin: BASE } });
  expect(logout.status()).toBe(200);

  const profileCall = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/user/get');
  await page.goto('/uzb/faq');
  expect((await profileCall).status()).toBe(401);
  await expect.poll(() => page.evaluate(flag)).toBe('false');
  // the visitor stays on the public page they opened
  await expect(page).toHaveURL(/\/uzb\/faq$/);
});

test('step 7: any other failure of the profile call sends the visitor to the home page', async ({ page }) => {
  const admin = firstAdmin();
  await loginViaUi(page, admin.email, admin.password, 'uzb');
  await page.route('**/api/v1/user/get**', (route) =>
    route.fulfill({
      status: 500,
      json: { status: 'error', error: { code: 'internal', name: 'Internal', message: 'Xato' } },
    }),
  );
  await page.goto('/uzb/faq');
  await expect(page).toHaveURL(/\/uzb$/);
  expect(await page.evaluate(flag)).toBe('false');
});
