/** Staff helpers of the admin specs: the first admin's password, UI login, accounts created through the admin API. */
import fs from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { signatureHeaders } from '../../lib/http/api/sign';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE = `http://127.0.0.1:${PORT}`;
/** Request-signature headers for the e2e server, which runs with the default keys (playwright.config.ts sets none). */
export const sign = () => signatureHeaders('isp-statistic-key-2026', 'isp-map-key-2026');

/** The first admin's e-mail and password, written by the e2e server (or a spec's own, in `dataDir`) on its first start. */
export function firstAdmin(dataDir = `data/e2e-${PORT}`): { email: string; password: string } {
  const text = fs.readFileSync(`${dataDir}/initial-admin.txt`, 'utf8');
  return { email: /e-mail: (.+)/.exec(text)![1]!.trim(), password: /password: (.+)/.exec(text)![1]!.trim() };
}

/** Logs in through the login page and waits for the admin home. */
export async function loginViaUi(page: Page, email: string, password: string, lang = 'rus') {
  await page.goto(`/${lang}/site/adm/login`);
  await page.getByLabel(lang === 'rus' ? 'E-mail' : 'E-mail').fill(email);
  await page.getByLabel(lang === 'rus' ? 'Пароль' : 'Parol').fill(password);
  await page.getByRole('button', { name: lang === 'rus' ? 'Войти' : 'Kirish' }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/adm$`));
}

/** Creates an account through the admin API as the signed-in page's user; answers its password. */
export async function createAccount(page: Page, email: string, role: string): Promise<string> {
  const res = await page.request.post('/api/v1/user/create', {
    data: { email, role },
    headers: { ...sign(), origin: BASE },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data.password as string;
}

/** A signed GET of a public API call (the cached reads the pages use). */
export async function publicCall(page: Page, path: string) {
  const res = await page.request.get(path, { headers: sign() });
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

/** Opens a list row's actions menu (the one menu button each row has) unless it is open already. */
export async function openRowMenu(row: Locator) {
  const menu = row.getByTestId('row-actions');
  if (!(await menu.evaluate((details: HTMLDetailsElement) => details.open))) await menu.locator('summary').click();
}

/** Chooses one of a list row's actions, as a user does: opens the row's menu, then clicks the entry. */
export async function rowAction(row: Locator, name: string | RegExp) {
  await openRowMenu(row);
  await row.getByRole('button', { name }).click();
}
