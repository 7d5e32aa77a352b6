/** Fuzz rows of the visitors' JSON endpoints: payment check, connection request, evaluation, promo, contact form, interest, districts. */
import fc from 'fast-check';
import { LOGIN_PREFIXES } from '@/lib/visitors/billing/prefixes';
import { REASONS } from '@/lib/visitors/forms/feedback-reasons';
import { brokenObject, jsonBody, object, type Field } from '../helpers/fuzz/bodies';
import { choice, email, int, phone, text } from '../helpers/fuzz/fields';
import { hostileText } from '../helpers/fuzz/junk';
import { JSON_REFUSED, type FuzzCase } from './case';

/** Text with a character outside `allowed` (after trimming), so a pattern-checked field refuses it. */
const outside = (allowed: RegExp) => hostileText.filter((s) => !allowed.test(s.trim()));

const optionalText = (max: number) => text('', { max, required: false, emptyOk: true, nullOk: true });
const altcha = text('eyJjaGFsbGVuZ2UiOnt9fQ==', { max: 8000, trimmed: false });

const loginCheck = {
  prefix: choice('x', LOGIN_PREFIXES),
  login: text('100001', { max: 32, also: [outside(/^[A-Za-z0-9._-]+$/)] }),
  sum: int(50_000, { min: 1000, max: 100_000_000, coerced: false, required: false, nullOk: true }),
};

const onlineRequest = {
  name: text('Ali Valiyev', { max: 100 }),
  phone: phone('+998 90 123 45 67'),
  extra_phone: phone('', { required: false, emptyOk: true, nullOk: true }),
  email: email('', { required: false, emptyOk: true, nullOk: true }),
  address: object({
    district: text('Chilonzor', { max: 100 }),
    street: text('Bunyodkor', { max: 150 }),
    house: text('1', { max: 20 }),
    apartment: optionalText(20),
  }),
  city: text('Tashkent', { max: 100 }),
  company: optionalText(200),
  promo: optionalText(32),
  poll: optionalText(64),
  tariff: text('nihol-50', { max: 64 }),
  altcha,
};

const kind = choice('technical', ['callcenter', 'feedback_callcenter', 'technical', 'connection']);
const eventId = text('visit-1', { max: 64, also: [outside(/^[A-Za-z0-9_-]{1,64}$/)] });
const allReasons: string[] = Object.values(REASONS).flat();
const evaluation = (requireRating: boolean): Record<string, Field> => ({
  type: kind,
  id: eventId,
  rating: int(5, { min: 1, max: 5, coerced: false, required: requireRating }),
  reason: { ...choice('long_wait', allReasons), required: requireRating },
  text: optionalText(1000),
});

const contact = {
  name: text('Ali', { max: 100 }),
  email: email('', { required: false, emptyOk: true, nullOk: true }),
  login: optionalText(64),
  phone: phone('+998 90 123 45 67'),
  extra_phone: phone('', { required: false, emptyOk: true, nullOk: true }),
  address: text('Chilonzor 1', { max: 300 }),
  city: text('Tashkent', { max: 100 }),
  message: text('Salom', { max: 2000 }),
  altcha,
};

const interest = {
  name: text('Ali', { max: 100 }),
  phone: phone('+998 90 123 45 67'),
  address: object({
    district: text('Chilonzor', { max: 100 }),
    street: text('Bunyodkor', { max: 150 }),
    house: text('1', { max: 20 }),
  }),
  altcha,
};

const post = (url: string, fields: Record<string, Field>, objects?: fc.Arbitrary<unknown>) => () =>
  jsonBody(fields, objects).map((body) => ({ url, body }));

// A valid Idempotency-Key mostly (so the body is what gets refused), sometimes none or a malformed one.
const idempotencyKey = fc.oneof(
  { arbitrary: fc.uuid().map((k) => ({ 'idempotency-key': k })), weight: 8 },
  {
    arbitrary: fc.constantFrom(
      {},
      { 'idempotency-key': 'short' },
      { 'idempotency-key': 'has space 123' },
      { 'idempotency-key': 'x'.repeat(101) },
    ),
    weight: 1,
  },
);

/** The visitors' JSON write endpoints. */
export const visitorCases: FuzzCase[] = [
  {
    route: 'billing/check/login_for_payment',
    method: 'POST',
    name: 'payment login check',
    ...JSON_REFUSED,
    requests: post('/api/v1/billing/check/login_for_payment', loginCheck),
  },
  {
    route: 'billing/online_request',
    method: 'POST',
    name: 'connection request',
    ...JSON_REFUSED,
    requests: () =>
      fc
        .tuple(jsonBody(onlineRequest), idempotencyKey)
        .map(([body, headers]) => ({ url: '/api/v1/billing/online_request', body, headers })),
  },
  {
    route: 'call_feedback',
    method: 'POST',
    name: 'service evaluation (check or submit)',
    ...JSON_REFUSED,
    // `{type, id}` alone is the "already rated?" check, so a broken submission keeps its rating and reason present (poisoned or not)
    requests: post(
      '/api/v1/call_feedback',
      evaluation(true),
      fc.oneof(brokenObject({ type: kind, id: eventId }), brokenObject(evaluation(false))),
    ),
  },
  {
    route: 'call_feedback/update',
    method: 'POST',
    name: 'evaluation change',
    ...JSON_REFUSED,
    requests: post('/api/v1/call_feedback/update', evaluation(true)),
  },
  {
    route: 'check/promo',
    method: 'POST',
    name: 'promo code check',
    ...JSON_REFUSED,
    requests: post('/api/v1/check/promo', { promo: text('NEWYEAR', { max: 32, also: [outside(/^[A-Za-z0-9_-]+$/)] }) }),
  },
  {
    route: 'contact/with/us',
    method: 'POST',
    name: 'contact form',
    ...JSON_REFUSED,
    requests: post('/api/v1/contact/with/us', contact),
  },
  {
    route: 'coverage/interest',
    method: 'POST',
    name: 'interest where there is no coverage yet',
    ...JSON_REFUSED,
    requests: post('/api/v1/coverage/interest', interest),
  },
  {
    route: 'addresses/level/1',
    method: 'POST',
    name: 'districts of a region',
    ...JSON_REFUSED,
    requests: post('/api/v1/addresses/level/1', { region_name: text('Ташкент', { max: 200 }) }),
  },
];
