import { expect, test, type Browser, type Page } from '@playwright/test';
import rus from '../messages/rus.json' with { type: 'json' };
import uzb from '../messages/uzb.json' with { type: 'json' };
import { createAccount, firstAdmin, loginViaUi } from './helpers/admin';

// The admin's 403 and 404 pages are read from the server's HTML alone (issue #31, points 8 and 9).
const TEXTS = { rus, uzb } as const;
// its own account each run: a retried worker runs beforeAll again on the same server
const HR_EMAIL = `hr.noscript.${Date.now().toString(36)}@example.com`;

/** A page without JavaScript carrying the session of `email`, signed in through the login page first. */
async function pageWithoutScript(browser: Browser, email: string, password: string): Promise<Page> {
  const signing = await browser.newContext();
  await loginViaUi(await signing.newPage(), email, password);
  const storageState = await signing.storageState();
  await signing.close();
  return (await browser.newContext({ javaScriptEnabled: false, storageState })).newPage();
}

let hrPassword = '';
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const admin = firstAdmin();
  await loginViaUi(page, admin.email, admin.password);
  hrPassword = await createAccount(page, HR_EMAIL, 'hr');
  await page.close();
});

for (const lang of ['rus', 'uzb'] as const) {
  const t = TEXTS[lang];

  test(`${lang}: a section without the right is the admin's 403 page in the server's HTML`, async ({ browser }) => {
    const page = await pageWithoutScript(browser, HR_EMAIL, hrPassword);
    const response = await page.goto(`/${lang}/adm/news`);
    expect(response?.status()).toBe(403);
    await expect(page).toHaveURL(new RegExp(`/${lang}/adm/news$`));
    await expect(page.getByRole('heading', { level: 1, name: t.Admin.forbiddenTitle })).toBeVisible();
    await expect(page.getByText(t.Admin.forbiddenIntro)).toBeVisible();
    // inside the admin frame, listing the sections the account has as links
    await expect(page.getByRole('link', { name: t.Admin.brand })).toBeVisible();
    const allowed = page.getByTestId('admin-allowed-sections').getByRole('link');
    await expect(allowed).toHaveText([t.AdminSections.vacancy, t.AdminSections.resumes]);
    await expect(allowed.first()).toHaveAttribute('href', `/${lang}/adm/vacancy`);
    await page.context().close();
  });

  for (const path of [`/${lang}/admin`, `/${lang}/adm/no-such-section`, `/${lang}/adm/news/1/more`]) {
    test(`${path}: a signed-in member of staff gets the admin's own 404 in the server's HTML`, async ({ browser }) => {
      const page = await pageWithoutScript(browser, HR_EMAIL, hrPassword);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: t.AdminNotFound.title })).toBeVisible();
      await expect(page.getByText(t.AdminNotFound.text)).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: t.Admin.home })).toHaveAttribute(
        'href',
        `/${lang}/adm`,
      );
      // the admin frame, not Next's English page nor the public site's
      await expect(page.getByRole('link', { name: t.Admin.brand })).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText('could not be found');
      await expect(page.locator('footer')).toHaveCount(0);
      await page.context().close();
    });
  }
}
