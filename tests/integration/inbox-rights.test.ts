/** The inbox rights (issue #20's table, written out here, not read from the code): each role × each inbox call, 200 or the 403 envelope. */
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as deleteItem, GET as list } from '@/app/api/v1/adm/[section]/route';
import { GET as exportCsv } from '@/app/api/v1/adm/[section]/export/route';
import { POST as setStatus } from '@/app/api/v1/adm/[section]/status/route';
import { GET as summary } from '@/app/api/v1/adm/ratings/summary/route';
import { POST as retry } from '@/app/api/v1/adm/requests/retry/route';
import { GET as file } from '@/app/api/v1/adm/resumes/[id]/file/route';
import { GET as profile } from '@/app/api/v1/user/get/route';
import { ROLES, type Role } from '@/lib/staff/auth/rights';
import { INBOX_SECTIONS, type InboxSection } from '@/lib/staff/inbox/sections';
import { asStaff, ensureAccount, login } from './helpers/admin';
import { setupTestDatabase } from './helpers/database';
import { plantMessage, plantRating, plantRequest, plantResume, rawCall } from './helpers/inbox';

const db = setupTestDatabase();

const TABLE: Record<InboxSection, Role[]> = {
  requests: ['developer', 'manager', 'marketing'],
  messages: ['developer', 'manager', 'marketing'],
  resumes: ['developer', 'hr'],
  ratings: ['developer', 'manager', 'marketing', 'accounting'],
};

const plant = (section: InboxSection) =>
  ({
    requests: () => plantRequest(db(), { status: 'forwarded', billingRef: 'B-x' }),
    messages: () => plantMessage(db()),
    resumes: async () => (await plantResume(db())).id,
    ratings: () => plantRating(db()),
  })[section]();

const cookies = new Map<Role, string>();
beforeAll(async () => {
  for (const role of ROLES) {
    await ensureAccount(db(), `${role}@inbox-rights.example`, role);
    cookies.set(role, (await login(`${role}@inbox-rights.example`)).cookie);
  }
});

function expectAnswer(res: { status: number; json?: { error?: { code: string } } }, allowed: boolean, what: string) {
  expect(res.status, what).toBe(allowed ? 200 : 403);
  if (!allowed) expect(res.json?.error?.code, what).toBe('forbidden');
}

describe('inbox rights', () => {
  for (const role of ROLES) {
    it(`${role}: lists, changes, exports and deletes exactly in its sections`, async () => {
      const cookie = cookies.get(role)!;
      for (const section of INBOX_SECTIONS) {
        const allowed = TABLE[section].includes(role);
        const params = { section };
        const id = await plant(section);
        const what = (call: string) => `${role} ${call} ${section}`;
        expectAnswer(await asStaff(list, `/api/v1/adm/${section}`, cookie, { params }), allowed, what('lists'));
        const status = await asStaff(setStatus, `/api/v1/adm/${section}/status`, cookie, {
          method: 'POST',
          body: { id, status: 'done' },
          params,
        });
        expectAnswer(status, allowed, what('sets the status of'));
        const csv = await rawCall(exportCsv, `/api/v1/adm/${section}/export`, cookie, params);
        expect(csv.status, what('exports')).toBe(allowed ? 200 : 403);
        if (!allowed) expect((await csv.json()).error.code).toBe('forbidden');
        const removed = await asStaff(deleteItem, `/api/v1/adm/${section}?id=${id}`, cookie, {
          method: 'DELETE',
          params,
        });
        expectAnswer(removed, allowed, what('deletes from'));
      }
    });

    it(`${role}: the résumé file, the ratings summary and the retry follow the same table`, async () => {
      const cookie = cookies.get(role)!;
      const { id } = await plantResume(db());
      const res = await rawCall(file, `/api/v1/adm/resumes/${id}/file`, cookie, { id: String(id) });
      expect(res.status, 'file').toBe(TABLE.resumes.includes(role) ? 200 : 403);
      if (res.status === 403) expect((await res.json()).error.code).toBe('forbidden');
      expectAnswer(
        await asStaff(summary, '/api/v1/adm/ratings/summary', cookie),
        TABLE.ratings.includes(role),
        'summary',
      );
      const request = await plantRequest(db(), { status: 'forwarded', billingRef: 'B-x' });
      const retried = await asStaff(retry, '/api/v1/adm/requests/retry', cookie, {
        method: 'POST',
        body: { id: request },
      });
      expectAnswer(retried, TABLE.requests.includes(role), 'retry');
    });

    it(`${role}: the profile lists its inbox sections after its content sections`, async () => {
      const res = await asStaff(profile, '/api/v1/user/get', cookies.get(role)!);
      const inbox = (res.json.data.access_rights as string[]).filter((c) =>
        (INBOX_SECTIONS as readonly string[]).includes(c),
      );
      expect(inbox).toEqual(INBOX_SECTIONS.filter((s) => TABLE[s].includes(role)));
    });
  }

  it('answers every inbox call without a session with 401', async () => {
    for (const section of INBOX_SECTIONS) {
      const params = { section };
      expect((await asStaff(list, `/api/v1/adm/${section}`, null, { params })).status).toBe(401);
      const status = await asStaff(setStatus, `/api/v1/adm/${section}/status`, null, {
        method: 'POST',
        body: { id: 1, status: 'done' },
        params,
      });
      expect(status.status).toBe(401);
      expect((await rawCall(exportCsv, `/api/v1/adm/${section}/export`, null, params)).status).toBe(401);
    }
    expect((await rawCall(file, '/api/v1/adm/resumes/1/file', null, { id: '1' })).status).toBe(401);
  });

  it('answers 404 for a section code that is no inbox section, once signed in', async () => {
    const res = await asStaff(setStatus, '/api/v1/adm/news/status', cookies.get('developer')!, {
      method: 'POST',
      body: { id: 1, status: 'done' },
      params: { section: 'news' },
    });
    expect(res.status).toBe(404);
  });
});
