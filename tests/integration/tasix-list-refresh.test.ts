import { beforeAll, describe, expect, it } from 'vitest';
import { POST as refresh } from '@/app/api/v1/adm/tasix/route';
import { GET as check } from '@/app/api/v1/tasix/check/route';
import { auditLog } from '@/lib/platform/db/schema';
import { setupTestDatabase } from './helpers/database';
import { asStaff, ensureAccount, login } from './helpers/admin';
import { callRoute } from './helpers/request';

const db = setupTestDatabase();
let developer = '';
let marketing = '';

beforeAll(async () => {
  await ensureAccount(db(), 'dev@tasix.example', 'developer');
  await ensureAccount(db(), 'mk@tasix.example', 'marketing');
  developer = (await login('dev@tasix.example')).cookie;
  marketing = (await login('mk@tasix.example')).cookie;
});

const inside = async (ip: string) =>
  (await callRoute(check, `/api/v1/tasix/check?target=${ip}`)).json.data.inside as boolean;

describe('TAS-IX prefix list upload (developer role)', () => {
  it('replaces the list: the public check follows it at once, and the upload is audited', async () => {
    expect(await inside('84.54.64.10')).toBe(true);
    expect(await inside('8.8.8.8')).toBe(false);
    const res = await asStaff(refresh, '/api/v1/adm/tasix', developer, {
      method: 'POST',
      body: { text: '# test list\n8.8.8.0/24\n2001:db8::/32\n' },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ prefixes: 2 });
    expect(await inside('8.8.8.8')).toBe(true);
    expect(await inside('84.54.64.10')).toBe(false);
    const audit = await db().select().from(auditLog);
    expect(audit.some((a) => a.section === 'tasix' && a.action === 'import')).toBe(true);
  });

  it('refuses a list without prefixes and keeps the old one', async () => {
    const res = await asStaff(refresh, '/api/v1/adm/tasix?lang=rus', developer, {
      method: 'POST',
      body: { text: 'not a prefix\n# nothing' },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toHaveProperty('text');
    expect(await inside('8.8.8.8')).toBe(true);
  });

  it('without text and without TASIX_PREFIX_URL asks for the list (400, not 500)', async () => {
    const res = await asStaff(refresh, '/api/v1/adm/tasix', developer, { method: 'POST', body: {} });
    expect(res.status).toBe(400);
  });

  it('is for developers only', async () => {
    expect(
      (await asStaff(refresh, '/api/v1/adm/tasix', marketing, { method: 'POST', body: { text: '1.2.3.0/24' } })).status,
    ).toBe(403);
    expect(
      (await asStaff(refresh, '/api/v1/adm/tasix', null, { method: 'POST', body: { text: '1.2.3.0/24' } })).status,
    ).toBe(401);
  });
});
