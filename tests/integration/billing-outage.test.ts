/**
 * Billing outage against a live local billing that is stopped (its port closed) or too slow:
 * the tariff pages' data shows the last known tariffs, the payment check answers the translated
 * 503, and a connection request is accepted, kept and forwarded by the outbox once billing
 * listens again on the same port.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as loginCheck } from '@/app/api/v1/billing/check/login_for_payment/route';
import { POST as onlineRequest } from '@/app/api/v1/billing/online_request/route';
import { GET as tariffsCall } from '@/app/api/v1/billing/tariffs/route';
import { embeddedBilling } from '@/lib/visitors/billing/embedded';
import { stopOutbox } from '@/lib/visitors/billing/outbox';
import type { BillingTariffs } from '@/lib/visitors/billing/types';
import { billingSnapshots, connectionRequests } from '@/lib/platform/db/schema';
import { resetEnvForTests } from '@/lib/platform/env';
import { loadTariffPageData } from '@/lib/visitors/tariffs/page-data';
import rus from '@/messages/rus.json';
import uzb from '@/messages/uzb.json';
import { solvedCaptcha } from './helpers/captcha';
import { setupTestDatabase } from './helpers/database';
import { startFakeBilling, type FakeBilling } from './helpers/fake-billing';
import { callRoute } from './helpers/request';
import { CLIENT_IP_HEADER } from '@/lib/platform/server/client-address.mjs';

const db = setupTestDatabase();
let billing: FakeBilling;
let ip = 0;
const post = (handler: typeof loginCheck, url: string, body: unknown, headers: Record<string, string> = {}) =>
  callRoute(handler, url, { method: 'POST', body, headers: { [CLIENT_IP_HEADER]: `10.7.0.${++ip}`, ...headers } });

/** Billing's own tariffs (the demo ones), with the first tariff at `price` so its answer is recognisable. */
async function billingTariffsAt(price: number): Promise<BillingTariffs> {
  const answer = await embeddedBilling.tariffs();
  answer.tariffs[0]!.abon_price = price;
  return answer;
}
const firstPrice = (data: Awaited<ReturnType<typeof loadTariffPageData>>) => data?.tariffs[0]?.abon_price;

// each test gets its own billing server, so its own circuit breaker in the gateway
beforeEach(async () => {
  billing = await startFakeBilling(1_000);
  billing.state.tariffs = await billingTariffsAt(123_000);
  process.env.BILLING_URL = billing.url;
  process.env.BILLING_TIMEOUT_MS = '300';
  resetEnvForTests();
});
afterEach(async () => {
  vi.useRealTimers();
  stopOutbox();
  delete process.env.BILLING_URL;
  delete process.env.BILLING_TIMEOUT_MS;
  resetEnvForTests();
  await billing.close();
});

describe('tariffs while billing is down', () => {
  it('with no last known tariffs the pages get none (their "unavailable" state) and the tariffs call a translated 503', async () => {
    await db().delete(billingSnapshots);
    await billing.stop();
    expect(await loadTariffPageData('rus')).toBeNull();
    const res = await callRoute(tariffsCall, '/api/v1/billing/tariffs?lang=uzb');
    expect(res.status).toBe(503);
    expect(res.json.error).toMatchObject({ code: 'unavailable', message: uzb.Errors.unavailable.message });
  });

  it('shows the last tariffs billing gave while it is stopped, and its new ones once it listens again on the same port', async () => {
    const fresh = await loadTariffPageData('rus');
    expect(fresh).toMatchObject({ lastKnownAt: null });
    expect(firstPrice(fresh)).toBe(123_000);

    await billing.stop();
    const lastKnown = await loadTariffPageData('uzb');
    expect(lastKnown?.lastKnownAt).toEqual(expect.any(String));
    expect(firstPrice(lastKnown)).toBe(123_000);
    expect(lastKnown?.tariffs.map((t) => t.name)).toEqual(
      (billing.state.tariffs as BillingTariffs).tariffs.map((t) => t.name.uzb),
    );
    expect(lastKnown?.packages.length).toBeGreaterThan(0);

    billing.state.tariffs = await billingTariffsAt(135_000);
    await billing.start();
    const back = await loadTariffPageData('rus');
    expect(back).toMatchObject({ lastKnownAt: null });
    expect(firstPrice(back)).toBe(135_000);
    const [kept] = await db().select().from(billingSnapshots);
    expect((kept?.data as BillingTariffs).tariffs[0]?.abon_price).toBe(135_000);
  });

  it('the tariffs call of the connection request form answers the last known tariffs while billing is stopped', async () => {
    const up = await callRoute(tariffsCall, '/api/v1/billing/tariffs');
    await billing.stop();
    const down = await callRoute(tariffsCall, '/api/v1/billing/tariffs');
    expect(down.status).toBe(200);
    expect(down.json.data).toEqual(up.json.data);
    expect(down.json.data.tariffs[0].abon_price).toBe(123_000);
  });

  it('when billing is too slow, shows the last known tariffs after the timeout, and at once once the breaker opens', async () => {
    await loadTariffPageData('rus');
    billing.state.mode = 'slow';
    let started = Date.now();
    const slow = await loadTariffPageData('rus');
    expect(slow?.lastKnownAt).toEqual(expect.any(String));
    expect(firstPrice(slow)).toBe(123_000);
    expect(Date.now() - started).toBeLessThan(3_000);

    await loadTariffPageData('rus'); // two more timeouts: five in a row open the breaker
    started = Date.now();
    const hits = billing.hits('/tariffs');
    expect(firstPrice(await loadTariffPageData('rus'))).toBe(123_000);
    expect(billing.hits('/tariffs')).toBe(hits);
    expect(Date.now() - started).toBeLessThan(200);
  });
});

describe('payment check while billing is down', () => {
  it('answers the translated 503 "service temporarily unavailable" when billing is slow and when it is stopped', async () => {
    const body = { prefix: 'x', login: '100001' };
    expect((await post(loginCheck, '/api/v1/billing/check/login_for_payment', body)).json.data.found).toBe(true);

    billing.state.mode = 'slow';
    const slow = await post(loginCheck, '/api/v1/billing/check/login_for_payment', body);
    expect(slow.status).toBe(503);
    expect(slow.json.error).toEqual({
      name: rus.Errors.unavailable.name,
      message: 'Сервис временно недоступен. Попробуйте через минуту.',
      code: 'unavailable',
    });

    await billing.stop();
    const stopped = await post(loginCheck, '/api/v1/billing/check/login_for_payment?lang=uzb', body);
    expect(stopped.status).toBe(503);
    expect(stopped.json.error).toMatchObject({
      message: 'Xizmat vaqtincha mavjud emas. Bir daqiqadan soʻng qayta urinib koʻring.',
      code: 'unavailable',
    });
  });
});

describe('connection request while billing is down', () => {
  const request = {
    name: 'Dilnoza',
    phone: '+998901112233',
    address: { district: 'Yunusobod', street: 'Amir Temur', house: '107' },
    city: 'Tashkent',
    tariff: 'orange-100',
  };

  it('is accepted and kept pending, and the outbox forwards it once billing listens again on the same port', async () => {
    stopOutbox();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await billing.stop();

    const res = await post(
      onlineRequest,
      '/api/v1/billing/online_request',
      { ...request, altcha: await solvedCaptcha() },
      { 'idempotency-key': 'outage-key-0001' },
    );
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: 'pending', message: rus.ConnectionRequest.success });
    const row = async () =>
      (await db().select().from(connectionRequests).where(eq(connectionRequests.idempotencyKey, 'outage-key-0001')))[0];
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1 });

    await vi.advanceTimersByTimeAsync(30_000); // the outbox's run while billing is still down
    await expect.poll(async () => (await row())?.attempts).toBe(2);
    expect((await row())?.status).toBe('pending');

    await billing.start();
    await vi.advanceTimersByTimeAsync(30_000);
    await expect.poll(async () => (await row())?.status).toBe('forwarded');
    const forwarded = await row();
    expect(forwarded?.billingRef).toBe(`B-${forwarded?.reference}`);
    expect(billing.state.received.find((r) => r.path === '/online_request')?.body).toMatchObject({
      reference: forwarded?.reference,
      name: 'Dilnoza',
      phone: '+998 90 111 22 33',
      tariff: 'orange-100',
    });
  });
});
