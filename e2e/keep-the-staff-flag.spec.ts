import { expect, test } from '@playwright/test';
import { firstAdmin, loginViaUi } from './helpers/admin';

// SPEC §4 step 6: a public page sets an absent isAdmAuth flag to 'false' and leaves 'true' alone.
test("visiting a public page sets an absent isAdmAuth to 'false' and keeps 'true'", async ({ page }) => {
  await page.goto('/rus');
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('isAdmAuth'))).toBe('false');
  await page.evaluate(() => window.localStorage.setItem('isAdmAuth', 'true'));
  await page.goto('/uzb/faq');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.localStorage.getItem('isAdmAuth'))).toBe('true');
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
