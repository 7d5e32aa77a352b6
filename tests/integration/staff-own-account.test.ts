/** Issue #37: the staff member's own password, own sessions, and the reset by e-mail (with a real SMTP server). */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST as authRoute } from '@/app/api/v1/user/auth/route';
import { GET as getProfile } from '@/app/api/v1/user/get/route';
import { POST as enableRoute } from '@/app/api/v1/user/2fa/enable/route';
import { POST as setupRoute } from '@/app/api/v1/user/2fa/setup/route';
import { POST as passwordRoute } from '@/app/api/v1/user/password/route';
import { POST as forgotRoute } from '@/app/api/v1/user/password/forgot/route';
import { POST as resetRoute } from '@/app/api/v1/user/password/reset/route';
import { DELETE as endSessions, GET as listSessions } from '@/app/api/v1/user/sessions/route';
import { totpCode } from '@/lib/staff/auth/two-factor/totp';
import { adminPasswordResets, adminSessions, auditLog } from '@/lib/platform/db/schema';
import { CLIENT_IP_HEADER } from '@/lib/platform/server/client-address.mjs';
import { configure } from './helpers/configure';
import { setupTestDatabase } from './helpers/database';
import { captureLog } from './helpers/log-capture';
import { account, asStaff, ensureAccount, login, ORIGIN, PASSWORD } from './helpers/admin';
import { callRoute } from './helpers/request';
import { mailText, startSmtp } from './helpers/smtp';

const db = setupTestDatabase();
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let ip = 0;
const NEW_PASSWORD = 'a brand new staff passphrase';

beforeAll(async () => {
  smtp = await startSmtp();
  configure({ SMTP_URL: smtp.url(), NOTIFY_FROM: 'robot@isp.example' });
});
afterAll(async () => {
  configure({ SMTP_URL: undefined, NOTIFY_FROM: undefined });
  await smtp.stop();
});
afterEach(() => {
  smtp.state.mails.length = 0;
});

const post = <P>(handler: Parameters<typeof callRoute<P>>[0], url: string, body: unknown) =>
  callRoute(handler, url, {
    method: 'POST',
    body,
    headers: { origin: ORIGIN, [CLIENT_IP_HEADER]: `192.0.2.${++ip % 250}` },
  });
const mailsTo = (address: string) => smtp.state.mails.filter((m) => m.to.includes(address));

describe('own password', () => {
  it('needs the current password and the one password rule; ends the other sessions, keeps the current, e-mails the owner', async () => {
    await ensureAccount(db(), 'pw@example.com', 'hr');
    const here = await login('pw@example.com');
    const there = await login('pw@example.com');
    const wrong = await asStaff(passwordRoute, '/api/v1/user/password', here.cookie, {
      method: 'POST',
      body: { current: 'not it at all', new: NEW_PASSWORD },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.fields).toEqual({ current: 'Неверный пароль.' });
    const short = await asStaff(passwordRoute, '/api/v1/user/password', here.cookie, {
      method: 'POST',
      body: { current: PASSWORD, new: 'short' },
    });
    expect(short.status).toBe(400);
    expect(Object.keys(short.json.error.fields)).toEqual(['new']);
    const common = await asStaff(passwordRoute, '/api/v1/user/password', here.cookie, {
      method: 'POST',
      body: { current: PASSWORD, new: 'password123' },
    });
    expect(common.status).toBe(400);
    expect(common.json.error.fields.new).toMatch(/распространён|простой|common|популяр/i);

    const logs = captureLog();
    const done = await asStaff(passwordRoute, '/api/v1/user/password', here.cookie, {
      method: 'POST',
      body: { current: PASSWORD, new: NEW_PASSWORD },
    });
    expect(done.status).toBe(200);
    expect(done.json.data).toEqual({ ended_sessions: 1 });
    expect((await asStaff(getProfile, '/api/v1/user/get', here.cookie)).status).toBe(200);
    expect((await asStaff(getProfile, '/api/v1/user/get', there.cookie)).status).toBe(401);
    expect((await login('pw@example.com')).status).toBe(401);
    expect((await login('pw@example.com', NEW_PASSWORD)).status).toBe(200);
    expect(logs.text()).toContain('admin_password_changed');
    expect(logs.text()).not.toContain(NEW_PASSWORD);
    await expect.poll(() => mailsTo('pw@example.com').length).toBe(1);
    const { text } = mailText(mailsTo('pw@example.com')[0]!.raw);
    expect(text).toContain('Пароль учётной записи pw@example.com');
    expect(text).toContain('hisobining paroli almashtirildi');
  });
});

describe('own sessions', () => {
  it('lists the sessions with address and browser, marks the current, ends one (401 after) and all others', async () => {
    await ensureAccount(db(), 'ses@example.com', 'marketing');
    const here = await login('ses@example.com', PASSWORD, { 'user-agent': 'Firefox on the office PC' });
    const phone = await login('ses@example.com', PASSWORD, { 'user-agent': 'Chrome on a phone' });
    const tablet = await login('ses@example.com', PASSWORD);
    const list = await asStaff(listSessions, '/api/v1/user/sessions', here.cookie);
    expect(list.status).toBe(200);
    const items = list.json.data.items as { id: number; current: boolean; user_agent: string; ip: string }[];
    expect(items).toHaveLength(3);
    expect(items.filter((i) => i.current).map((i) => i.user_agent)).toEqual(['Firefox on the office PC']);
    const phoneItem = items.find((i) => i.user_agent === 'Chrome on a phone')!;
    expect(phoneItem.ip).toMatch(/^198\.51\.100\./);
    expect(Object.keys(phoneItem).sort()).toEqual(['created_at', 'current', 'id', 'ip', 'last_seen_at', 'user_agent']);

    const other = await ensureAccount(db(), 'other@example.com', 'hr');
    const foreign = await login('other@example.com');
    const [foreignRow] = await db().select().from(adminSessions).where(eq(adminSessions.userId, other));
    const notMine = await asStaff(endSessions, `/api/v1/user/sessions?id=${foreignRow!.id}`, here.cookie, {
      method: 'DELETE',
    });
    expect(notMine.status).toBe(404);
    expect((await asStaff(getProfile, '/api/v1/user/get', foreign.cookie)).status).toBe(200);

    const one = await asStaff(endSessions, `/api/v1/user/sessions?lang=uzb&id=${phoneItem.id}`, here.cookie, {
      method: 'DELETE',
    });
    expect(one.status).toBe(200);
    expect((await asStaff(getProfile, '/api/v1/user/get', phone.cookie)).status).toBe(401);
    expect((await asStaff(getProfile, '/api/v1/user/get', tablet.cookie)).status).toBe(200);
    const bad = await asStaff(endSessions, '/api/v1/user/sessions', here.cookie, { method: 'DELETE' });
    expect(bad.status).toBe(400);
    const rest = await asStaff(endSessions, '/api/v1/user/sessions?others=true', here.cookie, { method: 'DELETE' });
    expect(rest.json.data).toEqual({ ended: 1 });
    expect((await asStaff(getProfile, '/api/v1/user/get', tablet.cookie)).status).toBe(401);
    expect((await asStaff(getProfile, '/api/v1/user/get', here.cookie)).status).toBe(200);
    const user = await account(db(), 'ses@example.com');
    const events = await db().select().from(auditLog).where(eq(auditLog.userId, user.id));
    expect(events.map((e) => (e.after as { event: string }).event)).toEqual(
      expect.arrayContaining(['session_ended', 'other_sessions_ended']),
    );
  });
});

describe('reset by e-mail', () => {
  it('answers the same for a known and an unknown address; the known one gets a link (both languages) that works once', async () => {
    await ensureAccount(db(), 'forgot@example.com', 'developer');
    const { cookie } = await login('forgot@example.com');
    // Two-factor on: the reset leaves it on.
    const setup = await asStaff(setupRoute, '/api/v1/user/2fa/setup', cookie, { method: 'POST' });
    const secret = setup.json.data.secret as string;
    await asStaff(enableRoute, '/api/v1/user/2fa/enable', cookie, {
      method: 'POST',
      body: { code: totpCode(secret, new Date()) },
    });

    const logs = captureLog();
    const known = await post(forgotRoute, '/api/v1/user/password/forgot', { email: 'Forgot@example.com' });
    const unknown = await post(forgotRoute, '/api/v1/user/password/forgot', { email: 'nobody@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    await expect.poll(() => mailsTo('forgot@example.com').length).toBe(1);
    expect(smtp.state.mails).toHaveLength(1);
    const { headers, text } = mailText(mailsTo('forgot@example.com')[0]!.raw);
    expect(headers).toMatch(/^From: robot@isp\.example\r?$/m);
    expect(text).toContain('действует 30 минут');
    expect(text).toContain('30 daqiqa');
    const link = /http:\/\/localhost:3000\/rus\/site\/adm\/reset#token=([\w-]+)/.exec(text);
    expect(link).not.toBeNull();
    const token = link![1]!;
    expect(logs.text()).not.toContain(token);
    const [stored] = await db().select().from(adminPasswordResets);
    expect(stored!.tokenHash).not.toBe(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeCloseTo(30 * 60_000, -4);

    const common = await post(resetRoute, '/api/v1/user/password/reset', { token, new: 'password123' });
    expect(common.status).toBe(400);
    const done = await post(resetRoute, '/api/v1/user/password/reset', { token, new: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect((await asStaff(getProfile, '/api/v1/user/get', cookie)).status).toBe(401);
    const again = await post(resetRoute, '/api/v1/user/password/reset', { token, new: 'yet another passphrase' });
    expect(again.status).toBe(400);
    expect(again.json.error.fields).toEqual({
      token: 'Ссылка недействительна: она уже использована или срок её действия истёк.',
    });
    const bare = await post(authRoute, '/api/v1/user/auth', { email: 'forgot@example.com', password: NEW_PASSWORD });
    expect(bare.status).toBe(401);
    expect(bare.json.error.code).toBe('otp_required');
    await expect.poll(() => mailsTo('forgot@example.com').length).toBe(2);
  });

  it('refuses an expired link', async () => {
    const id = await ensureAccount(db(), 'late@example.com', 'hr');
    await post(forgotRoute, '/api/v1/user/password/forgot', { email: 'late@example.com' });
    await expect.poll(() => mailsTo('late@example.com').length).toBe(1);
    const token = /#token=([\w-]+)/.exec(mailText(mailsTo('late@example.com')[0]!.raw).text)![1]!;
    await db()
      .update(adminPasswordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminPasswordResets.userId, id));
    expect((await post(resetRoute, '/api/v1/user/password/reset', { token, new: NEW_PASSWORD })).status).toBe(400);
  });

  it('is rate limited per typed address, the same for an unknown one', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push((await post(forgotRoute, '/api/v1/user/password/forgot', { email: 'flood@example.com' })).status);
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it('answers 503 when no mail can be sent (the page then says to ask a developer)', async () => {
    configure({ SMTP_URL: undefined });
    try {
      const res = await post(forgotRoute, '/api/v1/user/password/forgot', { email: 'forgot@example.com' });
      expect(res.status).toBe(503);
    } finally {
      configure({ SMTP_URL: smtp.url() });
    }
  });
});
