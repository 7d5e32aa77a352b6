/** Request tracking: the reference, staff moving a request through the states (audited), the visitor's lookup, and billing's status call. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as track } from '@/app/api/v1/adm/requests/track/route';
import { GET as status } from '@/app/api/v1/request/status/route';
import { createHttpBilling } from '@/lib/visitors/billing/http';
import { BillingUnavailableError } from '@/lib/visitors/billing/types';
import { auditLog, connectionRequests } from '@/lib/platform/db/schema';
import { CLIENT_IP_HEADER } from '@/lib/platform/server/client-address.mjs';
import { lookUpRequest } from '@/lib/visitors/tracking/lookup';
import { submitConnectionRequest } from '@/lib/visitors/forms/connection-request';
import { asStaff, ensureAccount, login } from './helpers/admin';
import { setupTestDatabase } from './helpers/database';
import { startFakeBilling, type FakeBilling } from './helpers/fake-billing';
import { plantRequest } from './helpers/inbox';
import { callRoute } from './helpers/request';

const db = setupTestDatabase();
let cookie = '';
let fake: FakeBilling;
let ip = 0;

beforeAll(async () => {
  fake = await startFakeBilling();
  await ensureAccount(db(), 'manager@track.example', 'manager');
  cookie = (await login('manager@track.example')).cookie;
});
afterAll(async () => {
  await fake.close();
});

const move = (body: Record<string, unknown>) =>
  asStaff(track, '/api/v1/adm/requests/track?lang=rus', cookie, { method: 'POST', body });
const lookUp = (reference: string, phone: string, from = `10.20.0.${++ip}`) =>
  callRoute(status, `/api/v1/request/status?lang=rus&reference=${reference}&phone=${encodeURIComponent(phone)}`, {
    headers: { [CLIENT_IP_HEADER]: from },
  });
const referenceOfRow = async (id: number) =>
  (await db().select().from(connectionRequests).where(eq(connectionRequests.id, id)))[0]!.reference;

describe('the reference', () => {
  it('is given to a submitted request as TN- and five unambiguous characters, one per request', async () => {
    const input = {
      name: 'Азиза',
      phone: '+998 90 555 44 33',
      address: { district: 'Чиланзар', street: '9-квартал', house: '5', apartment: '' },
      city: 'Ташкент',
      tariff: 't1',
      altcha: 'x',
    };
    const a = await submitConnectionRequest(input as never, 'track-key-0001', 'rus');
    const b = await submitConnectionRequest(input as never, 'track-key-0002', 'rus');
    expect(a.reference).toMatch(/^TN-[34679ACDEFGHJKMNPQRTUVWXY]{5}$/);
    expect(b.reference).not.toBe(a.reference);
    expect((await submitConnectionRequest(input as never, 'track-key-0001', 'rus')).reference).toBe(a.reference);
  });
});

describe('staff move a request and the visitor follows it', () => {
  it('shows received → engineer assigned with the day → closed with the reason, each move audited', async () => {
    const id = await plantRequest(db(), { phone: '+998 90 123 45 67' });
    const reference = await referenceOfRow(id);

    const first = await lookUp(reference.toLowerCase(), '90 123-45-67');
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ reference, status: 'received', history: [{ status: 'received' }] });

    const moved = await move({ id, status: 'engineer_assigned', day: '05.05.2026' });
    expect(moved.status).toBe(200);
    expect(moved.json.data.tracking.status).toBe('engineer_assigned');
    const second = await lookUp(reference, '+998901234567');
    expect(second.json.data.status).toBe('engineer_assigned');
    expect(second.json.data.history.at(-1)).toMatchObject({ status: 'engineer_assigned', day: '2026-05-05' });

    expect((await move({ id, status: 'closed', reason: 'unreachable' })).status).toBe(200);
    const last = await lookUp(reference, '+998 90 123 45 67');
    expect(last.json.data.status).toBe('closed');
    expect(last.json.data.history.map((e: { status: string }) => e.status)).toEqual([
      'received',
      'engineer_assigned',
      'closed',
    ]);
    expect(last.json.data.history.at(-1).reason).toBe('unreachable');

    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.section, 'requests'), eq(auditLog.itemId, String(id))));
    expect(
      audit.map((a) => [a.action, a.userEmail, (a.after as { tracking: { status: string } }).tracking.status]),
    ).toEqual([
      ['status', 'manager@track.example', 'engineer_assigned'],
      ['status', 'manager@track.example', 'closed'],
    ]);
  });

  it('refuses a move without its day or reason, naming the field in the admin language', async () => {
    const id = await plantRequest(db());
    const noDay = await move({ id, status: 'engineer_assigned' });
    expect(noDay.status).toBe(400);
    expect(noDay.json.error.fields.day).toBe('Обязательное поле.');
    const badDay = await move({ id, status: 'engineer_assigned', day: '31.02.2026' });
    expect(badDay.json.error.fields.day).toBeTruthy();
    const noReason = await move({ id, status: 'closed' });
    expect(noReason.json.error.fields.reason).toBe('Обязательное поле.');
    expect((await move({ id: 999_999, status: 'connected' })).status).toBe(404);
  });

  it('answers a wrong phone exactly as an unknown reference', async () => {
    const id = await plantRequest(db(), { phone: '+998 90 765 43 21' });
    const reference = await referenceOfRow(id);
    const wrongPhone = await lookUp(reference, '+998 90 765 43 22');
    const unknown = await lookUp('TN-3333A', '+998 90 765 43 21');
    expect(wrongPhone.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(wrongPhone.json).toEqual(unknown.json);
    const malformed = await lookUp('web-1', '+998 90 765 43 21');
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.fields.reference).toBeTruthy();
  });

  it('stops an address after 20 lookups in ten minutes with the 429 envelope', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 21; i += 1) answers.push((await lookUp('TN-4444A', '+998 90 000 00 00', '10.30.0.1')).status);
    expect(answers.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(answers[20]).toBe(429);
    expect((await lookUp('TN-4444A', '+998 90 000 00 00', '10.30.0.2')).status).toBe(404);
  });
});

describe("billing's status call over HTTP", () => {
  const gateway = () => createHttpBilling({ baseUrl: fake.url, timeoutMs: 300, retryDelayMs: 5 });

  it('reads the state billing answers, null for a reference billing does not know, and refuses a wrong shape', async () => {
    const answer = {
      reference: 'TN-HTTP7',
      status: 'connected',
      history: [
        { status: 'received', at: '2026-05-01T10:00:00+05:00' },
        { status: 'forwarded', at: '2026-05-01T10:00:05+05:00' },
        { status: 'connected', at: '2026-05-03T15:00:00+05:00' },
      ],
    };
    fake.state.statuses.set('TN-HTTP7', answer);
    expect(await gateway().requestStatus('TN-HTTP7')).toEqual(answer);
    expect(fake.state.received.at(-1)?.path).toBe('/online_request/status?reference=TN-HTTP7');
    expect(await gateway().requestStatus('TN-NONE3')).toBeNull();
    fake.state.statuses.set('TN-BAD33', { reference: 'TN-BAD33', status: 'teleported', history: [] });
    await expect(gateway().requestStatus('TN-BAD33')).rejects.toBeInstanceOf(BillingUnavailableError);
  });

  it('shows a forwarded request as billing has it, and what the site knows while billing is down', async () => {
    const id = await plantRequest(db(), {
      reference: 'TN-FWD44',
      phone: '+998 90 222 33 44',
      status: 'forwarded',
      createdAt: new Date('2026-05-01T05:00:00Z'),
      forwardedAt: new Date('2026-05-01T05:00:05Z'),
    });
    expect(id).toBeGreaterThan(0);
    fake.state.statuses.set('TN-FWD44', {
      reference: 'TN-FWD44',
      status: 'engineer_assigned',
      history: [{ status: 'engineer_assigned', at: '2026-05-02T09:00:00+05:00', day: '2026-05-04' }],
    });
    const fromBilling = await lookUpRequest('10.40.0.1', 'TN-FWD44', '+998 90 222 33 44', gateway());
    expect(fromBilling?.status).toBe('engineer_assigned');
    fake.state.mode = 'fail500';
    const local = await lookUpRequest('10.40.0.1', 'TN-FWD44', '+998 90 222 33 44', gateway());
    fake.state.mode = 'ok';
    expect(local?.history.map((e) => e.status)).toEqual(['received', 'forwarded']);
  });
});
