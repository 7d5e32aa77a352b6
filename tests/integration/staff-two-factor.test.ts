/** Issue #37: two-factor sign-in (TOTP, RFC 6238), its recovery codes, the lockout it shares, and who must have it. */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { POST as authRoute } from '@/app/api/v1/user/auth/route';
import { POST as disableRoute } from '@/app/api/v1/user/2fa/disable/route';
import { POST as enableRoute } from '@/app/api/v1/user/2fa/enable/route';
import { POST as setupRoute } from '@/app/api/v1/user/2fa/setup/route';
import { GET as auditRoute } from '@/app/api/v1/adm/audit/route';
import { GET as sessionsRoute } from '@/app/api/v1/user/sessions/route';
import { MAX_FAILED_LOGINS } from '@/lib/staff/auth/login';
import { markNewInstall, twoFactorPolicy } from '@/lib/staff/auth/two-factor/policy';
import { openSecret } from '@/lib/staff/auth/two-factor/secret-box';
import { hotp, base32Decode, totpCode, STEP_SECONDS } from '@/lib/staff/auth/two-factor/totp';
import { adminRecoveryCodes, auditLog, secrets } from '@/lib/platform/db/schema';
import { CLIENT_IP_HEADER } from '@/lib/platform/server/client-address.mjs';
import { configure } from './helpers/configure';
import { setupTestDatabase } from './helpers/database';
import { account, asStaff, ensureAccount, login, ORIGIN, PASSWORD } from './helpers/admin';
import { callRoute } from './helpers/request';

const db = setupTestDatabase();
let ip = 0;

afterEach(() => configure({ REQUIRE_2FA: 'none' }));

/** Signs in with a code (or without one) from a fresh address. */
async function loginWith(email: string, otp?: string, password = PASSWORD) {
  const res = await callRoute(authRoute, '/api/v1/user/auth', {
    method: 'POST',
    body: otp === undefined ? { email, password } : { email, password, otp },
    headers: { origin: ORIGIN, [CLIENT_IP_HEADER]: `203.0.113.${++ip % 250}` },
  });
  return { ...res, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
}

/** Signs in, sets two-factor up and enables it; answers the secret, the recovery codes and the cookie. */
async function withTwoFactor(email: string) {
  await ensureAccount(db(), email, 'developer');
  const { cookie } = await login(email);
  const setup = await asStaff(setupRoute, '/api/v1/user/2fa/setup', cookie, { method: 'POST' });
  expect(setup.status).toBe(200);
  const secret = setup.json.data.secret as string;
  const code = totpCode(secret, new Date(Date.now() - STEP_SECONDS * 1000));
  const enabled = await asStaff(enableRoute, '/api/v1/user/2fa/enable', cookie, { method: 'POST', body: { code } });
  expect(enabled.status).toBe(200);
  return { secret, codes: enabled.json.data.recovery_codes as string[], cookie };
}

describe('TOTP (RFC 6238)', () => {
  it('gives the RFC 6238 SHA-1 test vectors (last six digits) and the RFC 4226 HOTP values', () => {
    const key = Buffer.from('12345678901234567890');
    expect(hotp(key, 0)).toBe('755224');
    expect(hotp(key, 9)).toBe('520489');
    const asBase32 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(base32Decode(asBase32).equals(key)).toBe(true);
    expect(totpCode(asBase32, new Date(59_000))).toBe('287082');
    expect(totpCode(asBase32, new Date(1_111_111_109_000))).toBe('081804');
    expect(totpCode(asBase32, new Date(2_000_000_000_000))).toBe('279037');
  });
});

describe('two-factor set-up', () => {
  it('answers a base32 secret and its otpauth address, stores it encrypted, and enables only with a right code', async () => {
    const id = await ensureAccount(db(), 'setup@example.com', 'developer');
    const { cookie } = await login('setup@example.com');
    const setup = await asStaff(setupRoute, '/api/v1/user/2fa/setup', cookie, { method: 'POST' });
    const { secret, otpauth_url } = setup.json.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toMatch(
      /^otpauth:\/\/totp\/TashNet%3Asetup%40example\.com\?secret=[A-Z2-7]{32}&issuer=TashNet/,
    );
    const row = await account(db(), 'setup@example.com');
    expect(row.totpSecret).not.toContain(secret);
    expect(await openSecret(db(), row.totpSecret!)).toBe(secret);
    expect(row.totpEnabled).toBe(false);

    const wrong = await asStaff(enableRoute, '/api/v1/user/2fa/enable', cookie, {
      method: 'POST',
      body: { code: totpCode(secret, new Date(Date.now() - 5 * STEP_SECONDS * 1000)) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.fields).toEqual({ code: 'Код неверный или уже использован.' });
    const good = await asStaff(enableRoute, '/api/v1/user/2fa/enable', cookie, {
      method: 'POST',
      body: { code: totpCode(secret, new Date()) },
    });
    expect(good.status).toBe(200);
    const codes = good.json.data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await db().select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, id));
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(stored.some((r) => r.codeHash.includes(code.replace(/-/g, '')))).toBe(false);
    expect((await account(db(), 'setup@example.com')).totpEnabled).toBe(true);
  });
});

describe('sign-in with two-factor on', () => {
  it('answers 401 otp_required without a code and sets no session; a current code signs in', async () => {
    const { secret } = await withTwoFactor('otp@example.com');
    const bare = await loginWith('otp@example.com');
    expect(bare.status).toBe(401);
    expect(bare.json.error.code).toBe('otp_required');
    expect(bare.cookie).toBe('');
    const good = await loginWith('otp@example.com', totpCode(secret, new Date()));
    expect(good.status).toBe(200);
    expect(good.cookie).toMatch(/^adm_session=/);
  });

  it('accepts a code of the neighbouring window, but never one code twice (no replay), nor an older step', async () => {
    const { secret } = await withTwoFactor('replay@example.com');
    const next = totpCode(secret, new Date(Date.now() + STEP_SECONDS * 1000));
    expect((await loginWith('replay@example.com', next)).status).toBe(200);
    const again = await loginWith('replay@example.com', next);
    expect(again.status).toBe(401);
    expect(again.json.error.code).toBe('otp_required');
    // The current step is older than the one accepted: refused too.
    expect((await loginWith('replay@example.com', totpCode(secret, new Date()))).status).toBe(401);
    const far = totpCode(secret, new Date(Date.now() + 3 * STEP_SECONDS * 1000));
    expect((await loginWith('replay@example.com', far)).status).toBe(401);
  });

  it('signs in with a recovery code once; the second use is refused', async () => {
    const { codes } = await withTwoFactor('recovery@example.com');
    expect((await loginWith('recovery@example.com', codes[3]!.toLowerCase())).status).toBe(200);
    const second = await loginWith('recovery@example.com', codes[3]!);
    expect(second.status).toBe(401);
    expect(second.json.error.code).toBe('otp_required');
    expect((await loginWith('recovery@example.com', codes[4]!)).status).toBe(200);
  });

  it('counts wrong codes towards the same lockout as wrong passwords', async () => {
    const { secret } = await withTwoFactor('lock@example.com');
    expect((await loginWith('lock@example.com', undefined, 'wrong password!')).status).toBe(401);
    for (let i = 1; i < MAX_FAILED_LOGINS - 1; i++)
      expect((await loginWith('lock@example.com', '000000')).status).toBe(401);
    const last = await loginWith('lock@example.com', '000000');
    expect(last.status).toBe(429);
    expect(last.json.error.code).toBe('locked');
    const locked = await loginWith('lock@example.com', totpCode(secret, new Date()));
    expect(locked.status).toBe(429);
  });

  it('switches off only with the password and a code, forgets the recovery codes and records it in the audit trail', async () => {
    const { secret, cookie } = await withTwoFactor('off@example.com');
    const wrong = await asStaff(disableRoute, '/api/v1/user/2fa/disable', cookie, {
      method: 'POST',
      body: { password: 'not the password', code: totpCode(secret, new Date()) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.fields).toEqual({ password: 'Неверный пароль.' });
    const off = await asStaff(disableRoute, '/api/v1/user/2fa/disable', cookie, {
      method: 'POST',
      body: { password: PASSWORD, code: totpCode(secret, new Date(Date.now() + STEP_SECONDS * 1000)) },
    });
    expect(off.status).toBe(200);
    const row = await account(db(), 'off@example.com');
    expect(row.totpEnabled).toBe(false);
    expect(row.totpSecret).toBeNull();
    expect(await db().select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, row.id))).toEqual([]);
    expect((await loginWith('off@example.com')).status).toBe(200);
    const events = await db().select().from(auditLog).where(eq(auditLog.userId, row.id));
    const names = events.map((e) => (e.after as { event: string }).event);
    expect(names).toEqual(
      expect.arrayContaining(['two_factor_setup_started', 'two_factor_enabled', 'two_factor_disabled']),
    );
    expect(JSON.stringify(events)).not.toContain(secret);
  });
});

describe('REQUIRE_2FA', () => {
  it('keeps an account of a covered role without two-factor to its set-up: 403 two_factor_setup elsewhere', async () => {
    configure({ REQUIRE_2FA: 'all' });
    await ensureAccount(db(), 'hr-new@example.com', 'hr');
    const { cookie } = await login('hr-new@example.com');
    const sessions = await asStaff(sessionsRoute, '/api/v1/user/sessions', cookie);
    expect(sessions.status).toBe(200);
    const dev = await ensureAccount(db(), 'dev-new@example.com', 'developer');
    const devLogin = await login('dev-new@example.com');
    const audit = await asStaff(auditRoute, '/api/v1/adm/audit', devLogin.cookie);
    expect(audit.status).toBe(403);
    expect(audit.json.error.code).toBe('two_factor_setup');
    expect(dev).toBeGreaterThan(0);
    configure({ REQUIRE_2FA: 'developer' });
    expect((await asStaff(auditRoute, '/api/v1/adm/audit', devLogin.cookie)).status).toBe(403);
    configure({ REQUIRE_2FA: 'none' });
    expect((await asStaff(auditRoute, '/api/v1/adm/audit', devLogin.cookie)).status).toBe(200);
  });

  it('lets a developer with two-factor on through under REQUIRE_2FA=developer', async () => {
    configure({ REQUIRE_2FA: 'developer' });
    const { cookie } = await withTwoFactor('dev-on@example.com');
    expect((await asStaff(auditRoute, '/api/v1/adm/audit', cookie)).status).toBe(200);
  });

  it('defaults, unset, to developer on an installation set up from empty and to none on one from before', async () => {
    configure({ REQUIRE_2FA: undefined });
    // The test database was set up from empty: its first admin account was made, and the default recorded.
    expect(await twoFactorPolicy(db())).toBe('developer');
    await db().delete(secrets).where(eq(secrets.name, 'require-2fa-default'));
    expect(await twoFactorPolicy(db())).toBe('none');
    await markNewInstall(db());
    expect(await twoFactorPolicy(db())).toBe('developer');
  });
});
