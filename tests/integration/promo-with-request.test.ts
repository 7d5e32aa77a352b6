/**
 * A promo code given with a connection request is checked with it: an expired or unknown code refuses
 * the request with a `promo` field error in the caller's language and stores nothing, so the visitor
 * fixes or clears it and sends again (with the same Idempotency-Key, which the refusal did not use up).
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { POST as onlineRequest } from '@/app/api/v1/billing/online_request/route';
import { stopOutbox } from '@/lib/visitors/billing/outbox';
import { billingRequests, connectionRequests } from '@/lib/platform/db/schema';
import { DEMO } from '@/lib/ops/start-up/seed-demo-content';
import { CLIENT_IP_HEADER } from '@/lib/platform/server/client-address.mjs';
import { solvedCaptcha } from './helpers/captcha';
import { setupTestDatabase } from './helpers/database';
import { callRoute } from './helpers/request';

const db = setupTestDatabase();
afterAll(() => stopOutbox());

const request = {
  name: 'Dilnoza',
  phone: '+998901112233',
  address: { district: 'Yunusobod', street: 'Amir Temur', house: '107', apartment: '12' },
  city: 'Tashkent',
  tariff: 'nihol-50',
};

let ipCounter = 0;
async function send(promo: string | undefined, key: string, lang = 'rus') {
  const body = { ...request, ...(promo === undefined ? {} : { promo }), altcha: await solvedCaptcha() };
  const headers = { [CLIENT_IP_HEADER]: `10.4.0.${++ipCounter}`, 'idempotency-key': key };
  return callRoute(onlineRequest, `/api/v1/billing/online_request?lang=${lang}`, { method: 'POST', body, headers });
}

async function storedWithKey(key: string): Promise<number> {
  const [{ n }] = (await db()
    .select({ n: count() })
    .from(connectionRequests)
    .where(eq(connectionRequests.idempotencyKey, key))) as [{ n: number }];
  return n;
}

async function allStored(): Promise<number[]> {
  const [{ requests }] = (await db().select({ requests: count() }).from(connectionRequests)) as [{ requests: number }];
  const [{ forwarded }] = (await db().select({ forwarded: count() }).from(billingRequests)) as [{ forwarded: number }];
  return [requests, forwarded];
}

describe('a connection request with a promo code', () => {
  it.each([
    ['rus', DEMO.promo.expired, 'Срок действия промокода истёк.'],
    ['rus', 'NOSUCHCODE', 'Такого промокода нет.'],
    ['uzb', DEMO.promo.expired, 'Promokodning amal qilish muddati tugagan.'],
    ['uzb', 'NOSUCHCODE', 'Bunday promokod yoʻq.'],
  ])('in %s, with %s, is refused naming promo and stores nothing', async (lang, promo, message) => {
    const before = await allStored();
    const key = `promo-${lang}-${promo}`;
    const res = await send(promo, key, lang);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('validation');
    expect(res.json.error.fields).toEqual({ promo: message });
    expect(await storedWithKey(key)).toBe(0);
    expect(await allStored()).toEqual(before);
  });

  it('is accepted with a valid code, whatever its letter case, and stores the code as typed', async () => {
    const res = await send(DEMO.promo.valid.toLowerCase(), 'promo-valid-0001');
    expect(res.status).toBe(200);
    const [row] = await db()
      .select()
      .from(connectionRequests)
      .where(eq(connectionRequests.idempotencyKey, 'promo-valid-0001'));
    expect(row?.promo).toBe(DEMO.promo.valid.toLowerCase());
  });

  it('goes through once the visitor clears the refused code, with the same key', async () => {
    const key = 'promo-cleared-0001';
    expect((await send(DEMO.promo.expired, key)).status).toBe(400);
    const res = await send('', key);
    expect(res.status).toBe(200);
    expect(res.json.data.reference).toEqual(expect.any(String));
    expect(await storedWithKey(key)).toBe(1);
  });
});
