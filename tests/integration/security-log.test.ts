/** Authentication and authorisation events reach the log as structured JSON, and no secret ever does. */
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as allUsers } from '@/app/api/v1/user/all/route';
import { POST as logout } from '@/app/api/v1/user/logout/route';
import { POST as updateUser } from '@/app/api/v1/user/update/route';
import { GET as listSection } from '@/app/api/v1/adm/[section]/route';
import { setupTestDatabase } from './helpers/database';
import { asStaff, ensureAccount, login, PASSWORD } from './helpers/admin';
import { captureLog } from './helpers/log-capture';
import { callRoute } from './helpers/request';
import { CLIENT_IP_HEADER } from '@/lib/platform/server/client-address.mjs';

const db = setupTestDatabase();
const log = captureLog();
const secrets: string[] = [PASSWORD];
const remember = (...values: string[]) => secrets.push(...values.filter(Boolean));

let dev = '';
beforeAll(async () => {
  await ensureAccount(db(), 'dev@log.example', 'developer');
  dev = (await login('dev@log.example')).cookie;
  remember(dev.split('=')[1]!);
});

describe('the security log', () => {
  it('records sign-ins, failures, the lockout, refusals while locked, throttling and sign-outs, with account ids and addresses', async () => {
    const id = await ensureAccount(db(), 'log@example.com', 'manager');
    const signedIn = await login('log@example.com', PASSWORD, { [CLIENT_IP_HEADER]: '203.0.113.50' });
    remember(signedIn.cookie.split('=')[1]!, 'wrong password 1', 'typed-secret-2');
    expect(log.events('admin_login').at(-1)).toMatchObject({ userId: id, role: 'manager', ip: '203.0.113.50' });

    await login('log@example.com', 'wrong password 1', { [CLIENT_IP_HEADER]: '203.0.113.51' });
    expect(log.events('admin_login_failed').at(-1)).toMatchObject({
      reason: 'wrong_password',
      userId: id,
      ip: '203.0.113.51',
    });
    await login('nobody@example.com', 'typed-secret-2');
    expect(log.events('admin_login_failed').at(-1)).toMatchObject({ reason: 'unknown_account' });

    for (let i = 0; i < 4; i++) await login('log@example.com', 'wrong password 1');
    expect(log.events('admin_account_locked')).toEqual([
      expect.objectContaining({ userId: id, until: expect.any(String) }),
    ]);
    await login('log@example.com');
    expect(log.events('admin_login_locked').at(-1)).toMatchObject({ userId: id });

    for (let i = 0; i < 21; i++)
      await login(`flood${i}@log.example`, 'wrong password 1', { [CLIENT_IP_HEADER]: '203.0.113.99' });
    expect(log.events('admin_login_throttled').at(-1)).toMatchObject({ ip: '203.0.113.99' });

    await asStaff(logout, '/api/v1/user/logout', signedIn.cookie, { method: 'POST' });
    expect(log.events('admin_logout')).toEqual([expect.objectContaining({ userId: id })]);
  });

  it('records refused admin calls: no session, no right, and from another site', async () => {
    await asStaff(allUsers, '/api/v1/user/all', null);
    expect(log.events('admin_access_denied').at(-1)).toMatchObject({
      reason: 'unauthorized',
      method: 'GET',
      path: '/api/v1/user/all',
    });

    const hrId = await ensureAccount(db(), 'hr@log.example', 'hr');
    const hr = (await login('hr@log.example')).cookie;
    remember(hr.split('=')[1]!);
    await asStaff(listSection, '/api/v1/adm/news', hr, { params: { section: 'news' } });
    expect(log.events('admin_access_denied').at(-1)).toMatchObject({
      reason: 'forbidden',
      userId: hrId,
      role: 'hr',
      section: 'news',
    });

    await asStaff(updateUser, '/api/v1/user/update', dev, {
      method: 'POST',
      body: { id: hrId, disabled: true },
      headers: { origin: 'https://evil.example' },
    });
    expect(log.events('cross_site_refused').at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/v1/user/update',
      origin: 'https://evil.example',
    });
    // no Origin and no Sec-Fetch-Site at all: not provably ours, so an admin change is refused too
    await callRoute(updateUser, '/api/v1/user/update', {
      method: 'POST',
      body: { id: hrId, disabled: true },
      headers: { cookie: dev },
    });
    expect(log.events('admin_access_denied').at(-1)).toMatchObject({
      reason: 'cross_site',
      path: '/api/v1/user/update',
    });
  });

  it('records role changes, disabling, password changes and refused changes, never the new password', async () => {
    const devId = (await asStaff(allUsers, '/api/v1/user/all', dev)).json.data.find(
      (u: { email: string }) => u.email === 'dev@log.example',
    ).id;
    const id = await ensureAccount(db(), 'staff@log.example', 'hr');
    const update = (body: object) =>
      asStaff(updateUser, '/api/v1/user/update', dev, { method: 'POST', body: { id, ...body } });
    expect((await update({ role: 'accounting' })).status).toBe(200);
    expect(log.events('admin_role_changed').at(-1)).toMatchObject({
      actorId: devId,
      userId: id,
      from: 'hr',
      to: 'accounting',
    });
    await update({ disabled: true });
    expect(log.events('admin_account_disabled').at(-1)).toMatchObject({ actorId: devId, userId: id });
    remember('a brand new staff phrase');
    await update({ disabled: false, password: 'a brand new staff phrase' });
    expect(log.events('admin_account_enabled').at(-1)).toMatchObject({ userId: id });
    expect(log.events('admin_password_changed').at(-1)).toMatchObject({ actorId: devId, userId: id, generated: false });
    const reset = await update({ reset_password: true });
    remember(reset.json.data.password);
    expect(log.events('admin_password_changed').at(-1)).toMatchObject({ userId: id, generated: true });

    const demoteSelf = await asStaff(updateUser, '/api/v1/user/update', dev, {
      method: 'POST',
      body: { id: devId, role: 'hr' },
    });
    expect(demoteSelf.status).toBe(403);
    expect(log.events('admin_account_change_refused').at(-1)).toMatchObject({
      reason: 'own_users_right',
      actorId: devId,
      role: 'hr',
    });
  });

  it('is one JSON object a line, and holds no password, session token, cookie or hash', () => {
    const lines = log.lines();
    expect(lines.length).toBeGreaterThan(30);
    for (const line of lines)
      expect(line).toMatchObject({ level: expect.any(Number), time: expect.any(Number), msg: expect.any(String) });
    const text = log.text();
    expect(secrets.length).toBeGreaterThan(6);
    for (const secret of secrets) expect(text, 'a secret reached the log').not.toContain(secret);
    expect(text).not.toMatch(/\$argon2id|adm_session=|"cookie":"[^[]/);
  });
});
