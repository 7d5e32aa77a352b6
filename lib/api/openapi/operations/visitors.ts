/** The calls of the site's visitors: addresses, billing, forms, evaluations, TAS-IX, captcha, and the service calls. */
import { districtsOfRegionBody, buildingsOfDistrictQuery } from '@/lib/sections/coverage-area/query-schema';
import { loginCheckSchema } from '@/lib/billing/login-check-schema';
import { tasixCheckQuery } from '@/lib/tasix/target-schema';
import { contactSchema } from '@/lib/visitors/contact-schema';
import { feedbackCheckSchema, feedbackSchema } from '@/lib/visitors/feedback-schema';
import { idempotencyKeySchema, onlineRequestSchema } from '@/lib/visitors/online-request-schema';
import { promoSchema } from '@/lib/visitors/promo-schema';
import { resumeSchema } from '@/lib/visitors/resume-schema';
import * as data from '../data-schemas';
import type { Operation } from '../types';

const signed = { access: 'signed' } as const;

export const visitorOperations: Operation[] = [
  { method: 'get', path: '/api/v1/health', tag: 'service', summary: 'Whether the database answers', access: 'none', data: data.healthData, also: [503] },
  { method: 'get', path: '/api/v1/openapi.json', tag: 'service', summary: 'This document', access: 'none', data: 'The OpenAPI 3.1 document.', bare: true },
  { method: 'get', path: '/api/v1/addresses/all', tag: 'addresses', summary: 'Every building of the coverage area', ...signed, data: data.addressListData },
  { method: 'get', path: '/api/v1/addresses/level/0', tag: 'addresses', summary: 'Region names', ...signed, data: data.nameListData },
  { method: 'get', path: '/api/v1/addresses/level/1', tag: 'addresses', summary: 'All district names', ...signed, data: data.nameListData },
  { method: 'post', path: '/api/v1/addresses/level/1', tag: 'addresses', summary: 'The districts of one region (reads only)', ...signed, body: districtsOfRegionBody, data: data.nameListData },
  { method: 'get', path: '/api/v1/addresses/level/2', tag: 'addresses', summary: 'The buildings of one district', ...signed, query: buildingsOfDistrictQuery, data: data.addressListData },
  { method: 'get', path: '/api/v1/billing/tariffs', tag: 'billing', summary: 'Tariff series and tariffs (the last known ones while billing is down)', ...signed, data: 'series and tariffs as billing describes them.', also: [503] },
  { method: 'get', path: '/api/v1/billing/application_poll', tag: 'billing', summary: "'How did you hear about us' answers", ...signed, data: data.pollData, also: [503] },
  { method: 'get', path: '/api/v1/billing/vacancies', tag: 'billing', summary: 'Open vacancies (from our content tables)', ...signed, data: 'The open vacancies in the caller language.' },
  { method: 'post', path: '/api/v1/billing/check/login_for_payment', tag: 'billing', summary: 'Whether a subscriber login exists, before paying', ...signed, body: loginCheckSchema, data: data.loginCheckData, rateLimited: true, also: [503] },
  {
    method: 'post',
    path: '/api/v1/billing/online_request',
    tag: 'billing',
    summary: 'A connection request: stored, then forwarded to billing (a retry with the same key gets the first answer)',
    ...signed,
    headers: [{ name: 'Idempotency-Key', schema: idempotencyKeySchema, description: 'A client-chosen key per submission.' }],
    body: onlineRequestSchema,
    data: data.connectionRequestData,
    rateLimited: true,
  },
  { method: 'post', path: '/api/v1/check/promo', tag: 'forms', summary: 'Whether a promo code is valid', ...signed, body: promoSchema, data: data.promoData, rateLimited: true },
  { method: 'post', path: '/api/v1/contact/with/us', tag: 'forms', summary: 'A contact form message', ...signed, body: contactSchema, data: data.messageData, rateLimited: true },
  { method: 'post', path: '/api/v1/resume', tag: 'forms', summary: 'A résumé with its CV file', ...signed, multipart: { fields: resumeSchema, files: ['file'] }, data: data.messageData, rateLimited: true },
  {
    method: 'post',
    path: '/api/v1/call_feedback',
    tag: 'forms',
    summary: '{type, id} alone asks whether an event is rated; the full body submits an evaluation',
    ...signed,
    body: feedbackCheckSchema.or(feedbackSchema),
    data: data.ratedData,
    rateLimited: true,
    also: [409],
  },
  { method: 'post', path: '/api/v1/call_feedback/update', tag: 'forms', summary: 'Changes an evaluation', ...signed, body: feedbackSchema, data: data.ratedData, rateLimited: true },
  { method: 'get', path: '/api/v1/captcha', tag: 'forms', summary: 'A fresh ALTCHA challenge for a form widget', ...signed, data: 'An ALTCHA v2 challenge (altcha-lib Challenge).', rateLimited: true },
  { method: 'get', path: '/api/v1/tasix/check', tag: 'tasix', summary: 'An IP or domain against TAS-IX; without target, the caller address', ...signed, query: tasixCheckQuery, data: data.tasixData, rateLimited: true },
];
