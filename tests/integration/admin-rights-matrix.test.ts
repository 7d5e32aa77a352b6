import { describe, expect, it } from 'vitest';
import { GET as listSection } from '@/app/api/v1/adm/[section]/route';
import { POST as save } from '@/app/api/v1/save/route';
import { GET as allUsers } from '@/app/api/v1/user/all/route';
import { POST as createUser } from '@/app/api/v1/user/create/route';
import { GET as audit } from '@/app/api/v1/adm/audit/route';
import { POST as updateUserRoute } from '@/app/api/v1/user/update/route';
import { createUser as createAccount, updateUser } from '@/lib/content/sections/users/accounts';
import { hasRight, ROLES, SECTIONS, type Section } from '@/lib/staff/auth/rights';
import { setupTestDatabase } from './helpers/database';
import { account, asStaff, ensureAccount, login } from './helpers/admin';

const db = setupTestDatabase();
const cookies = new Map<string, string>();

async function cookieOf(role: string): Promise<string> {
  if (!cookies.has(role)) {
    await ensureAccount(db(), `${role}@matrix.example`, role as never);
    cookies.set(role, (await login(`${role}@matrix.example`)).cookie);
  }
  return cookies.get(role)!;
}

async function read(section: Section, cookie: string | null) {
  if (section === 'users') return asStaff(allUsers, '/api/v1/user/all', cookie);
  return asStaff(listSection, `/api/v1/adm/${section}`, cookie, { params: { section } });
}

async function write(section: Section, cookie: string | null, n: number) {
  if (section === 'users')
    return asStaff(createUser, '/api/v1/user/create', cookie, {
      method: 'POST',
      body: { email: `new${n}@matrix.example`, role: 'none' },
    });
  const developer = await cookieOf('developer');
  const [item] = (await read(section, developer)).json.data;
  return asStaff(save, '/api/v1/save', cookie, { method: 'POST', body: item });
}

describe('rights matrix: every role × every section, read and write', () => {
  it('answers 401 without a session for every section', async () => {
    for (const section of SECTIONS) {
      expect((await read(section, null)).status, `${section} read`).toBe(401);
      expect((await write(section, null, 0)).status, `${section} write`).toBe(401);
    }
  });

  let n = 0;
  for (const role of ROLES) {
    it(`${role}: 200 where the role has the right, 403 elsewhere`, async () => {
      const cookie = await cookieOf(role);
      for (const section of SECTIONS) {
        const expected = hasRight(role, section) ? 200 : 403;
        const r = await read(section, cookie);
        expect(r.status, `${role} reads ${section}`).toBe(expected);
        const w = await write(section, cookie, ++n);
        expect(w.status, `${role} writes ${section}: ${JSON.stringify(w.json?.error)}`).toBe(expected);
        if (expected === 403) expect(w.json.error.code).toBe('forbidden');
      }
    });
  }

  it('opens the audit trail to the developer role only', async () => {
    for (const role of ROLES) {
      const res = await asStaff(audit, '/api/v1/adm/audit', await cookieOf(role));
      expect(res.status, role).toBe(role === 'developer' ? 200 : 403);
    }
  });

  it('applies a role change on the next request: the old session ends and the new rights hold', async () => {
    const id = await ensureAccount(db(), 'promoted@matrix.example', 'hr');
    const before = (await login('promoted@matrix.example')).cookie;
    expect((await read('news', before)).status).toBe(403);
    const res = await asStaff(updateUserRoute, '/api/v1/user/update', await cookieOf('developer'), {
      method: 'POST',
      body: { id, role: 'marketing' },
    });
    expect(res.status).toBe(200);
    expect((await read('news', before)).status).toBe(401);
    const after = (await login('promoted@matrix.example')).cookie;
    expect((await read('news', after)).status).toBe(200);
    expect((await read('users', after)).status).toBe(403);
  });

  it('never lets an account give a role with rights beyond its own, whoever holds the users right', async () => {
    // Only the developer role holds `users` today; the account rules must hold if a lesser role ever does.
    const lesser = {
      id: await ensureAccount(db(), 'lesser@matrix.example', 'marketing'),
      email: 'lesser@matrix.example',
      role: 'marketing' as const,
    };
    const other = await ensureAccount(db(), 'other@matrix.example', 'hr');
    await expect(updateUser(db(), lesser, { id: other, role: 'developer' })).rejects.toMatchObject({
      code: 'forbidden',
    });
    await expect(updateUser(db(), lesser, { id: lesser.id, role: 'developer' })).rejects.toMatchObject({
      code: 'forbidden',
    });
    await expect(
      createAccount(db(), lesser, { email: 'boss@matrix.example', role: 'developer' }),
    ).rejects.toMatchObject({ code: 'forbidden' });
    expect((await account(db(), 'other@matrix.example')).role).toBe('hr');
    expect((await account(db(), 'lesser@matrix.example')).role).toBe('marketing');
    // hr's résumés are beyond marketing's rights, so marketing may not change an hr account at all
    await expect(updateUser(db(), lesser, { id: other, role: 'accounting' })).rejects.toMatchObject({
      code: 'forbidden',
    });
    expect((await account(db(), 'other@matrix.example')).role).toBe('hr');
    const plain = await ensureAccount(db(), 'plain@matrix.example', 'none');
    await expect(updateUser(db(), lesser, { id: plain, role: 'accounting' })).resolves.toMatchObject({
      user: { role: 'accounting' },
    });
  });
});
