/** The request page's one save: a next step moves the work state and the visitor's tracker together, audited, or nothing at all. */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as progress } from '@/app/api/v1/adm/requests/progress/route';
import { auditLog, connectionRequests } from '@/lib/platform/db/schema';
import { asStaff, ensureAccount, login } from './helpers/admin';
import { setupTestDatabase } from './helpers/database';
import { plantRequest } from './helpers/inbox';

const db = setupTestDatabase();
let manager = '';
let hr = '';

beforeAll(async () => {
  await ensureAccount(db(), 'manager@progress.example', 'manager');
  await ensureAccount(db(), 'hr@progress.example', 'hr');
  manager = (await login('manager@progress.example')).cookie;
  hr = (await login('hr@progress.example')).cookie;
});

const step = (body: Record<string, unknown>, cookie = manager) =>
  asStaff(progress, '/api/v1/adm/requests/progress?lang=rus', cookie, { method: 'POST', body });
const rowOf = async (id: number) =>
  (await db().select().from(connectionRequests).where(eq(connectionRequests.id, id)))[0]!;
const auditOf = (id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.section, 'requests'), eq(auditLog.itemId, String(id))));

describe('POST adm/requests/progress', () => {
  it('takes a request into work, then assigns the engineer and closes it, each tracker move with its work state', async () => {
    const id = await plantRequest(db());
    const taken = await step({ id, action: 'take' });
    expect(taken.status).toBe(200);
    expect(taken.json.data).toMatchObject({
      work_status: 'in_progress',
      status_changed_by: 'manager@progress.example',
    });
    expect(taken.json.data.tracking.status).toBe('received');

    const assigned = await step({ id, action: 'engineer', day: '05.05.2026' });
    expect(assigned.json.data.tracking.history.at(-1)).toMatchObject({
      status: 'engineer_assigned',
      day: '2026-05-05',
    });
    expect(assigned.json.data.work_status).toBe('in_progress');

    const closed = await step({ id, action: 'closed', reason: 'duplicate' });
    expect(closed.json.data).toMatchObject({ work_status: 'done', tracking: { status: 'closed' } });
    type After = { work_status?: string; tracking?: { status: string } };
    const trail = (await auditOf(id)).sort((a, b) => a.id - b.id);
    expect(trail.map((a) => [a.action, (a.after as After).work_status ?? (a.after as After).tracking?.status])).toEqual(
      [
        ['status', 'in_progress'],
        ['status', 'engineer_assigned'],
        ['status', 'closed'],
        ['status', 'done'],
      ],
    );
  });

  it('refuses a step without its day or reason in the admin language, and stores nothing of it', async () => {
    const id = await plantRequest(db());
    const noDay = await step({ id, action: 'engineer' });
    expect(noDay.status).toBe(400);
    expect(noDay.json.error.fields.day).toBe('Обязательное поле.');
    const noReason = await step({ id, action: 'closed', reason: '' });
    expect(noReason.json.error.fields.reason).toBe('Обязательное поле.');
    expect((await step({ id, action: 'fly' })).status).toBe(400);
    const row = await rowOf(id);
    expect([row.workStatus, row.tracking]).toEqual(['new', []]);
    expect(await auditOf(id)).toEqual([]);
  });

  it('answers 404 for a request that does not exist and 403 without the requests right', async () => {
    expect((await step({ id: 999_999, action: 'connected' })).status).toBe(404);
    const id = await plantRequest(db());
    expect((await step({ id, action: 'take' }, hr)).status).toBe(403);
    expect((await rowOf(id)).workStatus).toBe('new');
  });
});
