/**
 * Issue #37 "Done when", on the production build with a server and a fresh database of this spec's
 * own (REQUIRE_2FA=all, mail to a real SMTP server the spec starts): a developer enables two-factor
 * from the QR screen (the test computes the code from the secret), is refused without a code and
 * signed in with one, then with a recovery code once; a new account lands on the set-up screen and
 * reaches nothing else; a password change ends the other session; a session ended from the list
 * answers 401; a reset mail's link sets a new password once; the new screens pass axe at 360 and 1280 px.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { totpCode, STEP_SECONDS } from '../lib/staff/auth/two-factor/totp';
import { mailText, startSmtp } from '../tests/integration/helpers/smtp';
import { firstAdmin, sign } from './helpers/admin';
import { freshSiteDatabase } from './helpers/server-database';
import { startSite, type SiteProcess } from './helpers/site-process';

// Inside this run's port block (E2E_PORT + 5 and + 7), apart from the shared e2e server.
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const SITE_PORT = E2E_PORT + 5;
const SMTP_PORT = E2E_PORT + 7;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const NEW_PASSWORD = 'a long fresh staff passphrase';

const T = {
  rus: {
    email: 'E-mail',
    password: 'Пароль',
    login: 'Войти',
    otp: 'Код подтверждения',
    otpNeeded: 'Введите код подтверждения.',
    wrongCode: 'Неверный код подтверждения.',
    title: 'Мой профиль',
    mustSetUp: 'Для вашей роли обязателен двухфакторный вход',
    setUp: 'Настроить двухфакторный вход',
    code: 'Код из приложения',
    enable: 'Включить',
    recovery: 'Резервные коды',
    current: 'Текущий пароль',
    newPassword: /Новый пароль/,
    change: 'Сменить пароль',
    changed: 'Пароль изменён. Другие сеансы завершены.',
    end: 'Завершить',
    qr: 'QR-код для приложения-аутентификатора',
    forgot: 'Забыли пароль?',
    send: 'Отправить ссылку',
    sent: 'Если такая учётная запись есть',
    save: 'Сохранить пароль',
    done: 'Пароль изменён. Войдите с новым паролем.',
    invalid: 'Ссылка недействительна',
  },
  uzb: {
    email: 'E-mail',
    password: 'Parol',
    login: 'Kirish',
    otp: 'Tasdiqlash kodi',
    otpNeeded: 'Tasdiqlash kodini kiriting.',
    wrongCode: 'Tasdiqlash kodi noto\u02bbg\u02bbri.',
    title: 'Mening profilim',
    mustSetUp: 'Rolingiz uchun ikki bosqichli kirish majburiy',
    setUp: 'Ikki bosqichli kirishni sozlash',
    code: 'Ilovadagi kod',
    enable: 'Yoqish',
    recovery: 'Zaxira kodlar',
    current: 'Joriy parol',
    newPassword: /Yangi parol/,
    change: 'Parolni almashtirish',
    changed: 'Parol almashtirildi. Boshqa seanslar yakunlandi.',
    end: 'Yakunlash',
    qr: 'Autentifikator ilovasi uchun QR-kod',
    forgot: 'Parolni unutdingizmi?',
    send: 'Havolani yuborish',
    sent: 'Agar bunday hisob mavjud bo\u02bblsa',
    save: 'Parolni saqlash',
    done: 'Parol almashtirildi. Yangi parol bilan kiring.',
    invalid: 'Havola yaroqsiz',
  },
} as const;
type Lang = keyof typeof T;

let site: SiteProcess;
// The developer's recovery codes, from the first test: later tests sign in with one each (a TOTP code could repeat a step).
let recoveryCodes: string[] = [];
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let database: Awaited<ReturnType<typeof freshSiteDatabase>>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtp(SMTP_PORT);
  database = await freshSiteDatabase('PGlite', `two_factor_${SITE_PORT}`);
  site = await startSite('next start', SITE_PORT, {
    ...database.env,
    REQUIRE_2FA: 'all',
    SMTP_URL: smtp.url(),
    NOTIFY_FROM: 'robot@isp.example',
    LOG_LEVEL: 'warn',
  });
});

test.afterAll(async () => {
  site?.crash();
  await smtp?.stop();
  await database?.drop();
});

async function pageOn(browser: Browser) {
  const context = await browser.newContext({ baseURL: site.base });
  return { page: await context.newPage(), context };
}

/** Fills the login form and sends it; with `otp`, fills the code field the form then asks for and sends it again. */
async function signIn(page: Page, lang: Lang, email: string, password: string, otp?: string) {
  const t = T[lang];
  if (!page.url().includes('/site/adm/login')) await page.goto(`/${lang}/site/adm/login`);
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.login }).click();
  if (otp === undefined) return;
  await page.getByLabel(t.otp).fill(otp);
  await page.getByRole('button', { name: t.login }).click();
}

/** The axe findings and the sideways overflow of the page at 360 and 1280 px. */
async function accessibilityProblems(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    for (const v of violations)
      found.push(`${v.id} on ${label} at ${width}: ${v.help} ${v.nodes.map((n) => n.target).join(' ')}`);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > width) found.push(`${label} is ${scrollWidth} px wide at ${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  return found;
}

test('rus: a developer sets two-factor up from the QR screen, then signs in only with a code or a recovery code once', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const t = T.rus;
  const admin = firstAdmin(database.dataDir);
  const { page, context } = await pageOn(browser);
  try {
    await signIn(page, 'rus', admin.email, admin.password);
    // REQUIRE_2FA=all: the developer without two-factor lands on the set-up screen.
    await expect(page).toHaveURL(/\/rus\/adm\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: t.mustSetUp })).toBeVisible();
    const found = await accessibilityProblems(page, 'profile before set-up');
    await page.getByRole('button', { name: t.setUp }).click();
    await expect(page.getByRole('img', { name: t.qr })).toBeVisible();
    found.push(...(await accessibilityProblems(page, 'profile with the QR code')));
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel(t.code).fill(totpCode(secret, new Date()));
    await page.getByRole('button', { name: t.enable }).click();
    await expect(page.getByRole('heading', { name: t.recovery })).toBeVisible();
    const codes = (await page.getByTestId('recovery-codes').getByRole('listitem').allTextContents()).map((c) =>
      c.trim(),
    );
    expect(codes).toHaveLength(10);
    recoveryCodes = codes.slice(1);
    found.push(...(await accessibilityProblems(page, 'profile with the recovery codes')));
    expect(found, found.join('\n')).toEqual([]);

    // Now the rest of the admin opens.
    await page.goto('/rus/adm/news');
    await expect(page).toHaveURL(/\/rus\/adm\/news$/);
    await context.clearCookies();

    await signIn(page, 'rus', admin.email, admin.password);
    await expect(page.locator('form').getByRole('alert')).toHaveText(t.otpNeeded);
    await expect(page).toHaveURL(/\/site\/adm\/login$/);
    await page.getByLabel(t.otp).fill('000000');
    await page.getByRole('button', { name: t.login }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText(t.wrongCode);
    // The code of the next window: the one of the current window was spent on enabling.
    await page.getByLabel(t.otp).fill(totpCode(secret, new Date(Date.now() + STEP_SECONDS * 1000)));
    await page.getByRole('button', { name: t.login }).click();
    await expect(page).toHaveURL(/\/rus\/adm$/);
    await context.clearCookies();

    await signIn(page, 'rus', admin.email, admin.password, codes[0]);
    await expect(page).toHaveURL(/\/rus\/adm$/);
    await context.clearCookies();
    await signIn(page, 'rus', admin.email, admin.password, codes[0]);
    await expect(page.locator('form').getByRole('alert')).toHaveText(t.wrongCode);
    await expect(page).toHaveURL(/\/site\/adm\/login$/);
  } finally {
    await context.close();
  }
});

/** A new hr account made through the API by a signed-in developer; answers its password. */
async function newAccount(page: Page, email: string): Promise<string> {
  const res = await page.request.post('/api/v1/user/create', {
    data: { email, role: 'hr' },
    headers: { ...sign(), origin: site.base },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data.password as string;
}

test('uzb: a new account lands on the set-up screen and reaches nothing else; a password change and the sessions list end other sessions', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const t = T.uzb;
  const admin = firstAdmin(database.dataDir);
  const dev = await pageOn(browser);
  const first = await pageOn(browser);
  const second = await pageOn(browser);
  try {
    await signIn(dev.page, 'uzb', admin.email, admin.password, recoveryCodes.shift());
    await expect(dev.page).toHaveURL(/\/uzb\/adm$/);
    const email = 'hr-new@isp.example';
    const password = await newAccount(dev.page, email);
    // The accounts of the reset tests below.
    for (const lang of ['rus', 'uzb']) await newAccount(dev.page, `reset-${lang}@isp.example`);

    await signIn(first.page, 'uzb', email, password);
    await expect(first.page).toHaveURL(/\/uzb\/adm\/profile$/);
    await expect(first.page.getByRole('alert').filter({ hasText: t.mustSetUp })).toBeVisible();
    for (const path of ['/uzb/adm', '/uzb/adm/vacancy', '/uzb/adm/resumes']) {
      await first.page.goto(path);
      await expect(first.page).toHaveURL(/\/uzb\/adm\/profile$/);
    }
    const api = await first.page.request.get('/api/v1/adm/vacancy', { headers: sign() });
    expect(api.status()).toBe(403);
    expect((await api.json()).error.code).toBe('two_factor_setup');

    // A second session of the same account, then the password change ends it.
    await signIn(second.page, 'uzb', email, password);
    await expect(second.page).toHaveURL(/\/uzb\/adm\/profile$/);
    await first.page.goto('/uzb/adm/profile');
    await first.page.getByLabel(t.current).fill(password);
    await first.page.getByLabel(t.newPassword).fill(NEW_PASSWORD);
    await first.page.getByRole('button', { name: t.change }).click();
    await expect(first.page.getByText(t.changed)).toBeVisible();
    expect((await second.page.request.get('/api/v1/user/get', { headers: sign() })).status()).toBe(401);
    expect((await first.page.request.get('/api/v1/user/get', { headers: sign() })).status()).toBe(200);

    // A new second session, ended from the first one's list: its cookie answers 401.
    await second.context.clearCookies();
    await signIn(second.page, 'uzb', email, NEW_PASSWORD);
    await expect(second.page).toHaveURL(/\/uzb\/adm\/profile$/);
    await first.page.reload();
    const others = first.page.getByTestId('sessions').getByRole('button', { name: new RegExp(`^${t.end}`) });
    await expect(others).toHaveCount(1);
    const found = await accessibilityProblems(first.page, 'uzb profile with two sessions');
    expect(found, found.join('\n')).toEqual([]);
    await others.click();
    await expect(others).toHaveCount(0);
    expect((await second.page.request.get('/api/v1/user/get', { headers: sign() })).status()).toBe(401);
  } finally {
    await Promise.all([dev.context.close(), first.context.close(), second.context.close()]);
  }
});

for (const lang of ['rus', 'uzb'] as const)
  test(`${lang}: a reset mail reaches the SMTP server and its link sets a new password once`, async ({ browser }) => {
    test.setTimeout(180_000);
    const t = T[lang];
    const email = `reset-${lang}@isp.example`;
    const { page, context } = await pageOn(browser);
    try {
      await page.goto(`/${lang}/site/adm/login`);
      await page.getByRole('link', { name: t.forgot }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/site/adm/forgot$`));
      const found = await accessibilityProblems(page, `${lang} forgot`);
      await page.getByLabel(t.email).fill(email);
      await page.getByRole('button', { name: t.send }).click();
      await expect(page.getByRole('status').filter({ hasText: t.sent })).toBeVisible();
      await expect.poll(() => smtp.state.mails.filter((m) => m.to.includes(email)).length, { timeout: 30_000 }).toBe(1);
      const { text } = mailText(smtp.state.mails.find((m) => m.to.includes(email))!.raw);
      const link = new RegExp(`${site.base}/${lang}/site/adm/reset#token=[\\w-]+`).exec(text)?.[0];
      expect(link).toBeDefined();

      await page.goto(link!);
      found.push(...(await accessibilityProblems(page, `${lang} reset`)));
      await page.getByLabel(t.newPassword).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByRole('status').filter({ hasText: t.done })).toBeVisible();
      expect(found, found.join('\n')).toEqual([]);

      await page.goto('about:blank');
      await page.goto(link!);
      await page.getByLabel(t.newPassword).fill('yet another staff passphrase');
      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.invalid })).toBeVisible();

      await signIn(page, lang, email, NEW_PASSWORD);
      await expect(page).toHaveURL(new RegExp(`/${lang}/adm/profile$`));
    } finally {
      await context.close();
    }
  });
