/** Every visitor endpoint answers bad input with a 400 envelope naming the fields, in the caller's language, storing nothing. */
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as loginCheck } from '@/app/api/v1/billing/check/login_for_payment/route';
import { POST as onlineRequest } from '@/app/api/v1/billing/online_request/route';
import { POST as promo } from '@/app/api/v1/check/promo/route';
import { POST as callFeedback } from '@/app/api/v1/call_feedback/route';
import { POST as callFeedbackUpdate } from '@/app/api/v1/call_feedback/update/route';
import { POST as contact } from '@/app/api/v1/contact/with/us/route';
import { GET as tasix } from '@/app/api/v1/tasix/check/route';
import { connectionRequests, contactMessages, serviceEvaluations } from '@/lib/platform/db/schema';
import { setupTestDatabase } from './helpers/database';
import { callRoute } from './helpers/request';
import { CLIENT_IP_HEADER } from '@/lib/platform/server/client-address.mjs';
import rus from '@/messages/rus.json';

const db = setupTestDatabase();
const long = 'x'.repeat(5000);
const KEY = { 'idempotency-key': 'bad-input-key-0001' };

const contactOk = {
  name: 'Ali',
  phone: '+998 90 123 45 67',
  address: { district: 'Chilonzor', street: 'Bunyodkor', house: '1' },
  city: 'Tashkent',
  message: 'Salom',
  altcha: 'x',
};
const requestOk = {
  name: 'Ali',
  phone: '901234567',
  address: { district: 'Chilonzor', street: 'Bunyodkor', house: '1' },
  city: 'Tashkent',
  tariff: 'nihol-50',
  altcha: 'x',
};
const feedbackOk = { type: 'technical', id: 'visit-1', rating: 5, reason: 'long_wait' };

type Case = {
  name: string;
  handler: typeof contact;
  url: string;
  raw?: string;
  body?: unknown;
  fields: string[];
  headers?: Record<string, string>;
};

const cases: Case[] = [
  {
    name: 'login check: malformed JSON',
    handler: loginCheck,
    url: '/api/v1/billing/check/login_for_payment',
    raw: '{"prefix":',
    fields: [],
  },
  {
    name: 'login check: unknown prefix, wrong login type',
    handler: loginCheck,
    url: '/api/v1/billing/check/login_for_payment',
    body: { prefix: 'zz', login: 12 },
    fields: ['prefix', 'login'],
  },
  {
    name: 'login check: over-long login, bad sum',
    handler: loginCheck,
    url: '/api/v1/billing/check/login_for_payment',
    body: { prefix: 'x', login: long, sum: 'a lot' },
    fields: ['login', 'sum'],
  },
  { name: 'promo: missing', handler: promo, url: '/api/v1/check/promo', body: {}, fields: ['promo'] },
  { name: 'promo: wrong type', handler: promo, url: '/api/v1/check/promo', body: { promo: ['A'] }, fields: ['promo'] },
  {
    name: 'feedback: unknown kind and rating out of range',
    handler: callFeedback,
    url: '/api/v1/call_feedback',
    body: { ...feedbackOk, type: 'sales', rating: 9 },
    fields: ['type', 'rating'],
  },
  {
    name: 'feedback: reason of another kind',
    handler: callFeedback,
    url: '/api/v1/call_feedback',
    body: { ...feedbackOk, reason: 'no_info' },
    fields: ['reason'],
  },
  {
    name: 'feedback: missing reason',
    handler: callFeedback,
    url: '/api/v1/call_feedback',
    body: { type: 'technical', id: 'visit-1', rating: 4 },
    fields: ['reason'],
  },
  {
    name: 'feedback: over-long text',
    handler: callFeedback,
    url: '/api/v1/call_feedback',
    body: { ...feedbackOk, text: long },
    fields: ['text'],
  },
  {
    name: 'feedback: malformed JSON',
    handler: callFeedback,
    url: '/api/v1/call_feedback',
    raw: 'not json',
    fields: [],
  },
  {
    name: 'feedback update: missing rating',
    handler: callFeedbackUpdate,
    url: '/api/v1/call_feedback/update',
    body: { type: 'connection', id: 'x1', reason: 'other' },
    fields: ['rating'],
  },
  {
    name: 'contact: missing fields',
    handler: contact,
    url: '/api/v1/contact/with/us',
    body: {},
    fields: ['name', 'phone', 'address', 'city', 'message', 'altcha'],
  },
  {
    name: 'contact: address missing parts',
    handler: contact,
    url: '/api/v1/contact/with/us',
    body: { ...contactOk, address: { street: 'Bunyodkor' } },
    fields: ['address.district', 'address.house'],
  },
  {
    name: 'contact: bad phone and e-mail',
    handler: contact,
    url: '/api/v1/contact/with/us',
    body: { ...contactOk, phone: '12345', email: 'not-mail', extra_phone: 'abc' },
    fields: ['phone', 'email', 'extra_phone'],
  },
  {
    name: 'contact: over-long message, wrong type',
    handler: contact,
    url: '/api/v1/contact/with/us',
    body: { ...contactOk, message: long, name: 5 },
    fields: ['message', 'name'],
  },
  {
    name: 'online request: bad Idempotency-Key',
    handler: onlineRequest,
    url: '/api/v1/billing/online_request',
    body: requestOk,
    fields: ['Idempotency-Key'],
    headers: { 'idempotency-key': '!' },
  },
  {
    name: 'online request: address missing parts',
    handler: onlineRequest,
    url: '/api/v1/billing/online_request',
    body: { ...requestOk, address: { district: 'Chilonzor' } },
    fields: ['address.street', 'address.house'],
  },
  {
    name: 'online request: unknown field, wrong types',
    handler: onlineRequest,
    url: '/api/v1/billing/online_request',
    body: { ...requestOk, tariff: 3, hacker: true },
    fields: ['tariff', '_'],
  },
  {
    name: 'online request: malformed JSON',
    handler: onlineRequest,
    url: '/api/v1/billing/online_request',
    raw: '{',
    fields: [],
  },
];

describe('bad input', () => {
  it.each(cases)('$name → 400 naming the fields', async ({ handler, url, raw, body, fields, headers }) => {
    const before = await Promise.all(
      [contactMessages, connectionRequests, serviceEvaluations].map((t) => db().select({ n: count() }).from(t)),
    );
    const res = await callRoute(handler, `${url}?lang=uzb`, {
      method: 'POST',
      body,
      rawBody: raw,
      headers: { ...KEY, ...headers, [CLIENT_IP_HEADER]: '10.1.1.1' },
    });
    expect(res.status).toBe(400);
    expect(res.json.status).toBe('error');
    expect(res.json.error.code).toBe(raw ? 'malformed_json' : 'validation');
    for (const field of fields)
      expect(
        Object.keys(res.json.error.fields ?? {}).some((k) => k === field || k.startsWith(`${field}`)),
        field,
      ).toBe(true);
    expect(res.json.error.message).not.toMatch(/[\u0400-\u04FF]/);
    const after = await Promise.all(
      [contactMessages, connectionRequests, serviceEvaluations].map((t) => db().select({ n: count() }).from(t)),
    );
    expect(after).toEqual(before);
  });

  it('requires the Idempotency-Key header of a connection request', async () => {
    const res = await callRoute(onlineRequest, '/api/v1/billing/online_request', {
      method: 'POST',
      body: requestOk,
      headers: { [CLIENT_IP_HEADER]: '10.1.1.2' },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields['Idempotency-Key']).toBe('Обязательное поле.');
  });

  it('speaks Russian by default and names the phone rule', async () => {
    const res = await callRoute(contact, '/api/v1/contact/with/us', {
      method: 'POST',
      body: { ...contactOk, phone: '123' },
    });
    expect(res.json.error.fields.phone).toBe('Неверный формат. Номер вводится как +998 XX XXX XX XX.');
  });

  it('says "required" for an empty required field, and the format only for a value in the wrong shape', async () => {
    const empty = await callRoute(contact, '/api/v1/contact/with/us', {
      method: 'POST',
      body: { ...contactOk, name: ' ', phone: '', address: { district: 'Chilonzor', street: '', house: '1' } },
    });
    expect(empty.json.error.fields).toMatchObject({
      name: 'Обязательное поле.',
      phone: 'Обязательное поле.',
      'address.street': 'Обязательное поле.',
    });
    const request = await callRoute(onlineRequest, '/api/v1/billing/online_request?lang=uzb', {
      method: 'POST',
      body: { ...requestOk, name: '', phone: '' },
      headers: { ...KEY, [CLIENT_IP_HEADER]: '10.1.1.3' },
    });
    expect(request.json.error.fields).toMatchObject({ name: 'Majburiy maydon.', phone: 'Majburiy maydon.' });
    const login = await callRoute(loginCheck, '/api/v1/billing/check/login_for_payment', {
      method: 'POST',
      body: { prefix: 'x', login: '' },
      headers: { [CLIENT_IP_HEADER]: '10.1.1.4' },
    });
    expect(login.json.error.fields.login).toBe('Обязательное поле.');
    const wrong = await callRoute(loginCheck, '/api/v1/billing/check/login_for_payment', {
      method: 'POST',
      body: { prefix: 'x', login: 'два слова' },
      headers: { [CLIENT_IP_HEADER]: '10.1.1.4' },
    });
    expect(wrong.json.error.fields.login).toBe(rus.Validation.invalidLogin);
  });

  it('TAS-IX check refuses a target that is neither a domain nor an IP', async () => {
    const res = await callRoute(tasix, '/api/v1/tasix/check?target=not%20a%20host!&lang=rus');
    expect(res.status).toBe(400);
    expect(res.json.error.fields.target).toBe('Введите домен (например, example.uz) или IP-адрес.');
  });
});
