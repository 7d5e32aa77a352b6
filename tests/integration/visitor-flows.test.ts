/** The visitor endpoints doing their job: promo, rating, connection request, contact, captcha, limits, TAS-IX. */
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { POST as loginCheck } from '@/app/api/v1/billing/check/login_for_payment/route';
import { POST as onlineRequest } from '@/app/api/v1/billing/online_request/route';
import { GET as poll } from '@/app/api/v1/billing/application_poll/route';
import { GET as vacancies } from '@/app/api/v1/billing/vacancies/route';
import { POST as promo } from '@/app/api/v1/check/promo/route';
import { POST as callFeedback } from '@/app/api/v1/call_feedback/route';
import { POST as callFeedbackUpdate } from '@/app/api/v1/call_feedback/update/route';
import { POST as contact } from '@/app/api/v1/contact/with/us/route';
import { GET as tasix } from '@/app/api/v1/tasix/check/route';
import { stopOutbox } from '@/lib/visitors/billing/outbox';
import { billingRequests, connectionRequests, contactMessages, serviceEvaluations } from '@/lib/platform/db/schema';
import { DEMO } from '@/lib/ops/start-up/seed-demo-content';
import { resetEnvForTests } from '@/lib/platform/env';
import uzb from '@/messages/uzb.json';
import { solvedCaptcha } from './helpers/captcha';
import { CONNECTION_REQUEST } from './helpers/connection-request';
import { setupTestDatabase } from './helpers/database';
import { startFakeBilling } from './helpers/fake-billing';
import { callRoute } from './helpers/request';
import { CLIENT_IP_HEADER } from '@/lib/platform/server/client-address.mjs';

const db = setupTestDatabase();
afterAll(() => stopOutbox());

let ipCounter = 0;
const freshIp = () => ({ [CLIENT_IP_HEADER]: `10.2.0.${++ipCounter}` });
const post = (handler: typeof contact, url: string, body: unknown, headers: Record<string, string> = freshIp()) =>
  callRoute(handler, url, { method: 'POST', body, headers });

describe('promo codes', () => {
  it.each([
    [DEMO.promo.valid, 'valid', 'Промокод действует.'],
    [DEMO.promo.expired, 'expired', 'Срок действия промокода истёк.'],
    ['NOSUCHCODE', 'unknown', 'Такого промокода нет.'],
  ])('%s is %s', async (code, state, message) => {
    const res = await post(promo, '/api/v1/check/promo', { promo: code });
    expect(res.json.data.state).toBe(state);
    expect(res.json.data.message).toBe(message);
  });
});

describe('service evaluation', () => {
  it('thanks the first time, refuses the second with 409 in the caller language, and can be updated', async () => {
    const body = { type: 'feedback_callcenter', id: 'call-42', rating: 4, reason: 'no_info', text: 'Uzoq kutdim' };
    const check = await post(callFeedback, '/api/v1/call_feedback', { type: 'callcenter', id: 'call-42' });
    expect(check.json.data).toEqual({ rated: false });
    const first = await post(callFeedback, '/api/v1/call_feedback', body);
    expect(first.json.data.message).toBe('Спасибо за оценку!');
    const again = await post(callFeedback, '/api/v1/call_feedback', body);
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe('Вы уже оставляли оценку.');
    const againUz = await post(callFeedback, '/api/v1/call_feedback?lang=uzb', { ...body, type: 'callcenter' });
    expect(againUz.status).toBe(409);
    expect(againUz.json.error.message).not.toMatch(/[\u0400-\u04FF]/);
    expect(
      (await post(callFeedback, '/api/v1/call_feedback', { type: 'callcenter', id: 'call-42' })).json.data,
    ).toEqual({ rated: true });

    const updated = await post(callFeedbackUpdate, '/api/v1/call_feedback/update', {
      ...body,
      rating: 2,
      reason: 'no_politeness',
    });
    expect(updated.status).toBe(200);
    const rows = await db().select().from(serviceEvaluations).where(eq(serviceEvaluations.eventId, 'call-42'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'callcenter', rating: 2, reason: 'no_politeness' });
  });

  it('refuses to change an evaluation that was never made: 404 in the caller language, nothing stored', async () => {
    const body = { type: 'technical', id: 'visit-never-rated', rating: 3, reason: 'long_wait' };
    const rus = await post(callFeedbackUpdate, '/api/v1/call_feedback/update', body);
    expect(rus.status).toBe(404);
    expect(rus.json).toEqual({
      status: 'error',
      error: {
        name: 'Оценка не найдена',
        message: 'Такой оценки ещё нет: сначала оставьте оценку.',
        code: 'not_rated',
      },
    });
    const uz = await post(callFeedbackUpdate, '/api/v1/call_feedback/update?lang=uzb', body);
    expect(uz.status).toBe(404);
    expect(uz.json.error).toEqual({
      name: uzb.Errors.not_rated.name,
      message: uzb.Errors.not_rated.message,
      code: 'not_rated',
    });
    expect(
      await db().select().from(serviceEvaluations).where(eq(serviceEvaluations.eventId, 'visit-never-rated')),
    ).toEqual([]);
  });
});

describe('captcha', () => {
  const message = {
    name: 'Ali',
    phone: '90 123 45 67',
    address: { district: 'Chilonzor', street: 'Bunyodkor', house: '5', apartment: '' },
    city: 'Tashkent',
    message: 'Salom',
  };

  it('accepts a solved challenge once, then refuses the replay', async () => {
    const altcha = await solvedCaptcha();
    const first = await post(contact, '/api/v1/contact/with/us', { ...message, altcha });
    expect(first.status).toBe(200);
    expect(first.json.data.message).toMatch(/Спасибо/);
    const [row] = await db().select().from(contactMessages);
    expect(row?.phone).toBe('+998 90 123 45 67');
    // SPEC §3: the address as district, street, house (and apartment when given), like a connection request's
    expect(row?.address).toEqual({ district: 'Chilonzor', street: 'Bunyodkor', house: '5' });
    const replay = await post(contact, '/api/v1/contact/with/us', { ...message, altcha });
    expect(replay.status).toBe(400);
    expect(replay.json.error.fields.altcha).toMatch(/не робот/);
  });

  it('refuses a missing or forged captcha', async () => {
    const missing = await post(contact, '/api/v1/contact/with/us?lang=uzb', message);
    expect(missing.json.error.fields.altcha).toBe('Robot emasligingizni tasdiqlang.');
    const forged = await post(contact, '/api/v1/contact/with/us', {
      ...message,
      altcha: Buffer.from('{"challenge":{"parameters":{}},"solution":{}}').toString('base64'),
    });
    expect(forged.status).toBe(400);
    const tampered = JSON.parse(Buffer.from(await solvedCaptcha(), 'base64').toString());
    tampered.solution.derivedKey = tampered.solution.derivedKey.replace(/^./, (c: string) => (c === '0' ? '1' : '0'));
    const bad = await post(contact, '/api/v1/contact/with/us', {
      ...message,
      altcha: Buffer.from(JSON.stringify(tampered)).toString('base64'),
    });
    expect(bad.status).toBe(400);
    const [{ n }] = (await db().select({ n: count() }).from(contactMessages)) as [{ n: number }];
    expect(n).toBe(1);
  });
});

describe('connection request', () => {
  const request = CONNECTION_REQUEST;

  it('stores one row for a double click and answers both with the same reference', async () => {
    const altcha = await solvedCaptcha();
    const headers = { ...freshIp(), 'idempotency-key': 'same-key-0001' };
    const [a, b] = [
      await post(onlineRequest, '/api/v1/billing/online_request', { ...request, altcha }, headers),
      await post(onlineRequest, '/api/v1/billing/online_request', { ...request, altcha }, headers),
    ];
    expect(a.status).toBe(200);
    expect(b.json.data.reference).toBe(a.json.data.reference);
    expect(a.json.data.message).toMatch(/24 часов/);
    const rows = await db()
      .select()
      .from(connectionRequests)
      .where(eq(connectionRequests.idempotencyKey, 'same-key-0001'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'forwarded',
      phone: '+998 90 111 22 33',
      email: null,
      poll: 'friends',
      login: 'x100001',
      message: 'Звоните после 18:00',
    });
    const [forwarded] = await db()
      .select()
      .from(billingRequests)
      .where(eq(billingRequests.reference, a.json.data.reference));
    expect(forwarded?.payload).toMatchObject({ login: 'x100001', message: 'Звоните после 18:00' });
  });

  it('keeps the request when the HTTP billing is down and forwards it when billing is back', async () => {
    const fake = await startFakeBilling();
    process.env.BILLING_URL = fake.url;
    resetEnvForTests();
    try {
      fake.state.mode = 'fail500';
      const res = await post(
        onlineRequest,
        '/api/v1/billing/online_request',
        { ...request, altcha: await solvedCaptcha() },
        { ...freshIp(), 'idempotency-key': 'down-key-0001' },
      );
      expect(res.status).toBe(200);
      expect(res.json.data.status).toBe('pending');
      const down = await post(loginCheck, '/api/v1/billing/check/login_for_payment', { prefix: 'x', login: '100001' });
      expect(down.status).toBe(503);
      expect(down.json.error.message).toBe('Сервис временно недоступен. Попробуйте через минуту.');
      const pollDown = await callRoute(poll, '/api/v1/billing/application_poll?lang=uzb');
      expect(pollDown.json.error.message).toBe(
        'Xizmat vaqtincha mavjud emas. Bir daqiqadan soʻng qayta urinib koʻring.',
      );

      fake.state.mode = 'ok';
      const { forwardPending } = await import('@/lib/visitors/billing/outbox');
      const { createHttpBilling } = await import('@/lib/visitors/billing/http');
      await forwardPending(createHttpBilling({ baseUrl: fake.url }));
      const [row] = await db()
        .select()
        .from(connectionRequests)
        .where(eq(connectionRequests.idempotencyKey, 'down-key-0001'));
      expect(row?.status).toBe('forwarded');
      expect(fake.hits('/online_request')).toBeGreaterThanOrEqual(2);
    } finally {
      delete process.env.BILLING_URL;
      resetEnvForTests();
      await fake.close();
    }
  });
});

describe('reads', () => {
  it('lists the application poll and the open vacancies in the caller language', async () => {
    const p = await callRoute(poll, '/api/v1/billing/application_poll?lang=uzb');
    expect(p.json.data.length).toBeGreaterThan(0);
    expect(typeof p.json.data[0].label).toBe('string');
    const v = await callRoute(vacancies, '/api/v1/billing/vacancies?lang=rus');
    expect(v.json.data[0].title).toBe('Сетевой инженер');
  });
});

describe('TAS-IX', () => {
  it('tells inside from outside addresses and gives the list date', async () => {
    const inside = await callRoute(tasix, '/api/v1/tasix/check?target=84.54.64.10');
    expect(inside.json.data).toMatchObject({
      inside: true,
      addresses: [{ ip: '84.54.64.10', inside: true, prefix: '84.54.64.0/19' }],
    });
    expect(inside.json.data.list_date).toMatch(/^2026-10-31/);
    const outside = await callRoute(tasix, '/api/v1/tasix/check?target=8.8.8.8');
    expect(outside.json.data.inside).toBe(false);
    const v6 = await callRoute(tasix, '/api/v1/tasix/check?target=2a01:5640::1');
    expect(v6.json.data.inside).toBe(true);
  });

  it('checks the caller own address when no target is given', async () => {
    const res = await callRoute(tasix, '/api/v1/tasix/check', { headers: { [CLIENT_IP_HEADER]: '127.0.0.1' } });
    expect(res.json.data).toMatchObject({ own: true, target: '127.0.0.1', inside: true });
  });
});
