import { expect, test } from '@playwright/test';
import { firstAdmin, loginViaUi } from './helpers/admin';

// SPEC §4 steps 6 and 4: a public page sets an absent isAdmAuth flag to 'false', and keeps the 'true' of a
// member of staff whose session the profile call confirms (a 'true' without a session becomes 'false':
// e2e/staff-session-checked-on-public-pages.spec.ts).
test("visiting a public page sets an absent isAdmAuth to 'false' and keeps a signed-in member of staff's 'true'", async ({
  page,
}) => {
  await page.goto('/rus');
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('isAdmAuth'))).toBe('false');
  const admin = firstAdmin();
  await loginViaUi(page, admin.email, admin.password);
  const profileCall = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/user/get');
  await page.goto('/uzb/faq');
  expect((await profileCall).status()).toBe(200);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.localStorage.getItem('isAdmAuth'))).toBe('true');
  await expect(page).toHaveURL(/\/uzb\/faq$/);
});

test('a signed-in member of staff on an admin path no admin page serves gets the admin 404, not the public site', async ({
  page,
}) => {
  const admin = firstAdmin();
  await loginViaUi(page, admin.email, admin.password);
  const response = await page.goto('/rus/admin');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/rus\/admin$/);
  await expect(page.getByRole('link', { name: 'Ошибка 404' })).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
});
