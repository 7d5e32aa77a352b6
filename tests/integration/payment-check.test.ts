/**
 * The payment page's login check (POST billing/check/login_for_payment) on the embedded billing: the
 * holder masked, the tariff and connection in words, an unknown login, the per-address limit.
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { POST as loginCheck } from '@/app/api/v1/billing/check/login_for_payment/route';
import { stopOutbox } from '@/lib/visitors/billing/outbox';
import { subscribers } from '@/lib/platform/db/schema';
import { DEMO } from '@/lib/ops/start-up/seed-demo-content';
import uzb from '@/messages/uzb.json';
import { setupTestDatabase } from './helpers/database';
import { callRoute } from './helpers/request';
import { CLIENT_IP_HEADER } from '@/lib/platform/server/client-address.mjs';

const db = setupTestDatabase();
afterAll(() => stopOutbox());

let ipCounter = 0;
const freshIp = () => ({ [CLIENT_IP_HEADER]: `10.3.0.${++ipCounter}` });
const post = (handler: typeof loginCheck, url: string, body: unknown, headers: Record<string, string> = freshIp()) =>
  callRoute(handler, url, { method: 'POST', body, headers });

describe('payment check', () => {
  it('finds a login with its holder masked, its tariff and its connection in words, in either language', async () => {
    const { prefix, login } = DEMO.subscribers[0];
    const rus = await post(loginCheck, '/api/v1/billing/check/login_for_payment', { prefix, login });
    expect(rus.json.data).toEqual({
      found: true,
      technology: 'FTTx',
      connection: 'Оптоволокно до дома',
      holder: 'А*** К***',
      tariff: 'Orange',
      message: 'Логин найден',
    });
    // the holder's full name never leaves the server
    expect(JSON.stringify(rus.json)).not.toMatch(/Алишер|Каримов/);
    const uzb = await post(loginCheck, '/api/v1/billing/check/login_for_payment?lang=uzb', {
      prefix,
      login,
      sum: 50000,
    });
    expect(uzb.json.data).toMatchObject({
      message: 'Login topildi',
      connection: 'Uygacha optik tola',
      holder: 'А*** К***',
    });
  });

  it('answers an account without a tariff or a name with what billing knows', async () => {
    const answer = await post(loginCheck, '/api/v1/billing/check/login_for_payment', { prefix: 'tv', login: '500005' });
    expect(answer.json.data).toMatchObject({ found: true, connection: 'Интерактивное ТВ', tariff: null });
    await db().update(subscribers).set({ holder: '' }).where(eq(subscribers.login, '500005'));
    const nameless = await post(loginCheck, '/api/v1/billing/check/login_for_payment', {
      prefix: 'tv',
      login: '500005',
    });
    expect(nameless.json.data.holder).toBe('');
  });

  it('answers an unknown login as a normal "not found"', async () => {
    const rus = await post(loginCheck, '/api/v1/billing/check/login_for_payment', { prefix: 'x', login: '999999' });
    expect(rus.status).toBe(200);
    expect(rus.json.data).toEqual({ found: false, message: 'Логин не найден или недоступен для оплаты онлайн' });
    const uzb = await post(loginCheck, '/api/v1/billing/check/login_for_payment?lang=uzb', {
      prefix: 'x',
      login: '999999',
    });
    expect(uzb.json.data.message).toBe('Login topilmadi yoki onlayn toʻlov uchun mavjud emas');
  });

  it('limits checks per IP with a translated 429', async () => {
    const ip = { [CLIENT_IP_HEADER]: '10.3.3.3' };
    let last = { status: 0, json: undefined as { error?: { message: string } } | undefined };
    for (let i = 0; i < 31; i += 1)
      last = await post(
        loginCheck,
        '/api/v1/billing/check/login_for_payment?lang=uzb',
        { prefix: 'x', login: '100001' },
        ip,
      );
    expect(last.status).toBe(429);
    expect(last.json?.error?.message).toBe(uzb.Errors.too_many.message);
    const other = await post(
      loginCheck,
      '/api/v1/billing/check/login_for_payment',
      { prefix: 'x', login: '100001' },
      { [CLIENT_IP_HEADER]: '10.3.3.4' },
    );
    expect(other.status).toBe(200);
  });
});
