/** The ratings summary over a period, and retrying a request's forwarding to a live local billing under the same reference. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as summary } from '@/app/api/v1/adm/ratings/summary/route';
import { POST as retry } from '@/app/api/v1/adm/requests/retry/route';
import { auditLog } from '@/lib/platform/db/schema';
import { resetEnvForTests } from '@/lib/platform/env';
import { asStaff, ensureAccount, login } from './helpers/admin';
import { setupTestDatabase } from './helpers/database';
import { startFakeBilling, type FakeBilling } from './helpers/fake-billing';
import { plantRating, plantRequest } from './helpers/inbox';

const db = setupTestDatabase();
let cookie = '';
let billing: FakeBilling;

beforeAll(async () => {
  billing = await startFakeBilling();
  process.env.BILLING_URL = billing.url;
  resetEnvForTests();
  await ensureAccount(db(), 'marketing@inbox-rr.example', 'marketing');
  cookie = (await login('marketing@inbox-rr.example')).cookie;
});
afterAll(async () => {
  await billing.close();
  delete process.env.BILLING_URL;
  resetEnvForTests();
});

describe('GET adm/ratings/summary', () => {
  it('counts, averages, distributes and ranks reasons per kind within the Tashkent days asked, low ratings first', async () => {
    const at = (day: string) => new Date(`${day}T12:00:00+05:00`);
    await plantRating(db(), { type: 'callcenter', rating: 5, reason: 'no_problem', createdAt: at('2026-10-01') });
    await plantRating(db(), { type: 'callcenter', rating: 4, reason: 'no_problem', createdAt: at('2026-10-02') });
    await plantRating(db(), {
      type: 'callcenter',
      rating: 1,
      reason: 'no_info',
      text: 'Не дозвонился',
      createdAt: at('2026-10-03'),
    });
    await plantRating(db(), {
      type: 'technical',
      rating: 2,
      reason: 'long_wait',
      text: 'Ждал неделю',
      createdAt: at('2026-10-04'),
    });
    await plantRating(db(), { type: 'technical', rating: 3, reason: 'long_wait', createdAt: at('2026-10-05') });
    await plantRating(db(), { type: 'technical', rating: 5, reason: 'other', createdAt: at('2026-10-05') });
    // outside the period
    await plantRating(db(), { type: 'connection', rating: 1, reason: 'other', createdAt: at('2026-09-30') });

    const res = await asStaff(summary, '/api/v1/adm/ratings/summary?from=2026-10-01&to=2026-10-05', cookie);
    expect(res.status).toBe(200);
    const { kinds, low } = res.json.data;
    expect(kinds.callcenter).toEqual({
      count: 3,
      average: 3.33,
      distribution: { '1': 1, '2': 0, '3': 0, '4': 1, '5': 1 },
      reasons: [
        { reason: 'no_problem', count: 2 },
        { reason: 'no_info', count: 1 },
      ],
    });
    expect(kinds.technical).toMatchObject({
      count: 3,
      average: 3.33,
      reasons: [
        { reason: 'long_wait', count: 2 },
        { reason: 'other', count: 1 },
      ],
    });
    expect(kinds.connection).toEqual({
      count: 0,
      average: null,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      reasons: [],
    });
    expect(low.map((r: { text: string }) => r.text)).toEqual(['Ждал неделю', 'Не дозвонился']);

    const all = await asStaff(summary, '/api/v1/adm/ratings/summary', cookie);
    expect(all.json.data.kinds.connection.count).toBe(1);
    expect((await asStaff(summary, '/api/v1/adm/ratings/summary?from=2026-13-01', cookie)).status).toBe(400);
  });
});

describe('POST adm/requests/retry', () => {
  const post = (id: number) => asStaff(retry, '/api/v1/adm/requests/retry', cookie, { method: 'POST', body: { id } });

  it('forwards a failed request now under its same reference, audited, and never sends a forwarded one again', async () => {
    const id = await plantRequest(db(), { attempts: 2, lastError: 'billing timeout', reference: 'TN-RETRY' });
    billing.state.mode = 'fail500';
    const failed = await post(id);
    expect(failed.status).toBe(200);
    expect(failed.json.data.forwarding).toMatchObject({ state: 'failed', attempts: 3, billing_ref: null });
    expect(failed.json.data.forwarding.last_error).toBeTruthy();

    billing.state.mode = 'ok';
    const sent = await post(id);
    expect(sent.json.data.forwarding).toMatchObject({
      state: 'forwarded',
      attempts: 4,
      last_error: null,
      billing_ref: 'B-TN-RETRY',
    });
    const keys = billing.state.received
      .filter((r) => r.path === '/online_request')
      .map((r) => r.headers['idempotency-key']);
    expect(keys).toEqual(['TN-RETRY', 'TN-RETRY']);

    const again = await post(id);
    expect(again.json.data).toEqual(sent.json.data);
    expect(billing.hits('/online_request')).toBe(2);

    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.section, 'requests'), eq(auditLog.itemId, String(id))));
    expect(
      entries.map((e) => [e.action, e.userEmail, (e.after as { forwarding: { state: string } }).forwarding.state]),
    ).toEqual([
      ['retry', 'marketing@inbox-rr.example', 'failed'],
      ['retry', 'marketing@inbox-rr.example', 'forwarded'],
    ]);
  });

  it('answers 404 for an unknown request and 400 for a body that names none', async () => {
    expect((await post(999_999)).status).toBe(404);
    const bad = await asStaff(retry, '/api/v1/adm/requests/retry', cookie, { method: 'POST', body: { id: 'one' } });
    expect(bad.status).toBe(400);
  });
});
