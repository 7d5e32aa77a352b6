import { z } from 'zod';
import { connectionRequestData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';
import { idempotencyKeySchema, onlineRequestSchema } from '@/lib/visitors/forms/online-request-schema';
import { ALTCHA_PLACEHOLDER } from '@/lib/http/api/route/example-values';

/** POST /api/v1/billing/online_request (Idempotency-Key header): store, then forward the connection request. */
export const POST = routeContract({
  method: 'POST',
  summary: 'A connection request: stored, then forwarded to billing (a retry with the same key gets the first answer)',
  tag: 'billing',
  access: 'signed',
  headers: z.object({ 'Idempotency-Key': idempotencyKeySchema.describe('A client-chosen key per submission.') }),
  body: onlineRequestSchema,
  data: connectionRequestData,
  example: {
    headers: { 'Idempotency-Key': '5f0c8a9e-3b1d-4c7a-9e2f-8d6b4a1c3e70' },
    body: {
      name: 'Dilnoza Karimova',
      phone: '+998 90 123 45 67',
      extra_phone: '(71) 200-00-00',
      email: 'dilnoza@example.uz',
      address: { district: 'Chilonzor tumani', street: 'Bunyodkor', house: '7', apartment: '12' },
      city: 'Tashkent',
      promo: 'WELCOME2026',
      tariff: 'nihol-50',
      altcha: ALTCHA_PLACEHOLDER,
    },
  },
  errors: ['too_many'],
});
