/** The HTTP billing adapter against a live local server: contract, timeout, 5xx, breaker, outbox. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpBilling } from '@/lib/visitors/billing/http';
import { forwardPending } from '@/lib/visitors/billing/outbox';
import { BillingUnavailableError } from '@/lib/visitors/billing/types';
import { connectionRequests } from '@/lib/platform/db/schema';
import { startFakeBilling } from './helpers/fake-billing';
import { setupTestDatabase } from './helpers/database';

const db = setupTestDatabase();
let fake: Awaited<ReturnType<typeof startFakeBilling>>;

beforeAll(async () => {
  fake = await startFakeBilling(600);
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.state.mode = 'ok';
  fake.state.received.length = 0;
});

const gateway = (extra: Partial<Parameters<typeof createHttpBilling>[0]> = {}) =>
  createHttpBilling({ baseUrl: fake.url, token: 'secret-token', timeoutMs: 300, retryDelayMs: 5, ...extra });

describe('contract', () => {
  it('reads tariffs and the application poll with the bearer token', async () => {
    const g = gateway();
    expect((await g.tariffs()).tariffs).toEqual([{ code: 't1' }]);
    expect(await g.applicationPoll()).toEqual([{ code: 'friends', label: { rus: 'Друзья', uzb: "Do'stlar" } }]);
    expect(fake.state.received[0]?.headers.authorization).toBe('Bearer secret-token');
  });

  it('checks a login: found with its technology, holder and tariff, or not found', async () => {
    const g = gateway();
    expect(await g.checkLoginForPayment('x', '100001')).toEqual({
      found: true,
      technology: 'FTTx',
      holder: 'Алишер Каримов',
      tariff: { rus: 'Оранж', uzb: 'Orange' },
    });
    // a tariff sent as one text is that text in both languages
    expect(await g.checkLoginForPayment('x', '100002')).toMatchObject({ tariff: { rus: 'Nihol', uzb: 'Nihol' } });
    expect(await g.checkLoginForPayment('x', '999999')).toEqual({ found: false });
    expect(fake.state.received[0]?.body).toEqual({ prefix: 'x', login: '100001' });
  });

  it('sends a connection request with its reference as Idempotency-Key', async () => {
    const answer = await gateway().submitOnlineRequest({
      reference: 'web-77',
      name: 'Ali',
      phone: '+998 90 123 45 67',
      address: { district: 'Chilonzor', street: 'Bunyodkor', house: '1' },
      city: 'Tashkent',
      tariff: 't1',
      lang: 'rus',
    });
    expect(answer).toEqual({ reference: 'B-web-77' });
    expect(fake.state.received[0]?.headers['idempotency-key']).toBe('web-77');
  });

  it('treats an answer that is not JSON as billing unavailable', async () => {
    fake.state.mode = 'garbage';
    await expect(gateway().applicationPoll()).rejects.toBeInstanceOf(BillingUnavailableError);
  });
});

describe('failures', () => {
  it('gives up after the timeout and retries idempotent reads', async () => {
    fake.state.mode = 'slow';
    const started = Date.now();
    await expect(gateway({ readRetries: 1 }).tariffs()).rejects.toBeInstanceOf(BillingUnavailableError);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(fake.hits('/tariffs')).toBe(2);
  });

  it('retries a read on 5xx but never a connection request', async () => {
    fake.state.mode = 'fail500';
    const g = gateway({ readRetries: 2 });
    await expect(g.checkLoginForPayment('x', '1')).rejects.toBeInstanceOf(BillingUnavailableError);
    expect(fake.hits('/check/login_for_payment')).toBe(3);
    await expect(
      g.submitOnlineRequest({
        reference: 'web-1',
        name: 'A',
        phone: 'p',
        address: { district: 'd', street: 's', house: 'h' },
        city: 'c',
        tariff: 't',
        lang: 'rus',
      }),
    ).rejects.toBeInstanceOf(BillingUnavailableError);
    expect(fake.hits('/online_request')).toBe(1);
  });

  it('opens the breaker after repeated failures, then recovers through half-open', async () => {
    fake.state.mode = 'fail500';
    const g = gateway({ readRetries: 0, breaker: { failureThreshold: 2, resetAfterMs: 150 } });
    await expect(g.tariffs()).rejects.toThrow();
    await expect(g.tariffs()).rejects.toThrow();
    expect(g.breaker.state).toBe('open');
    await expect(g.tariffs()).rejects.toBeInstanceOf(BillingUnavailableError);
    expect(fake.hits('/tariffs')).toBe(2);

    await new Promise((r) => setTimeout(r, 200));
    expect(g.breaker.state).toBe('half-open');
    fake.state.mode = 'ok';
    expect((await g.tariffs()).tariffs).toHaveLength(1);
    expect(g.breaker.state).toBe('closed');
  });

  it('a failed half-open trial opens the breaker again', async () => {
    fake.state.mode = 'fail500';
    const g = gateway({ readRetries: 0, breaker: { failureThreshold: 1, resetAfterMs: 100 } });
    await expect(g.tariffs()).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 130));
    await expect(g.tariffs()).rejects.toThrow();
    expect(g.breaker.state).toBe('open');
  });
});

describe('outbox', () => {
  it('keeps requests pending while billing is down and forwards them once it is back', async () => {
    const rows = await db()
      .insert(connectionRequests)
      .values(
        ['k-outbox-1', 'k-outbox-2'].map((key) => ({
          idempotencyKey: key,
          name: 'Ali',
          phone: '+998 90 123 45 67',
          address: { district: 'Yunusobod', street: 'Amir Temur', house: '5' },
          city: 'Tashkent',
          tariff: 't1',
          lang: 'uzb',
        })),
      )
      .returning();
    const g = gateway({ readRetries: 0, breaker: { failureThreshold: 1, resetAfterMs: 100 } });

    fake.state.mode = 'fail500';
    expect(await forwardPending(g)).toEqual({ forwarded: 0, pending: 2 });
    const [stillPending] = await db().select().from(connectionRequests).where(eq(connectionRequests.id, rows[0]!.id));
    expect(stillPending?.status).toBe('pending');
    expect(stillPending?.attempts).toBe(1);

    fake.state.mode = 'ok';
    await new Promise((r) => setTimeout(r, 130));
    expect(await forwardPending(g)).toEqual({ forwarded: 2, pending: 0 });
    const after = await db().select().from(connectionRequests);
    expect(after.map((r) => r.status)).toEqual(['forwarded', 'forwarded']);
    expect(after[0]?.billingRef).toBe(`B-${rows[0]!.reference}`);
    expect(rows[0]!.reference).toMatch(/^TN-[34679ACDEFGHJKMNPQRTUVWXY]{5}$/);
    expect([...fake.state.references]).toEqual(expect.arrayContaining([rows[0]!.reference, rows[1]!.reference]));
    expect(fake.hits('/online_request')).toBe(3);
  });
});
