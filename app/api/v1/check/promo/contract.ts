import { promoData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';
import { promoSchema } from '@/lib/visitors/forms/promo-schema';

/** POST /api/v1/check/promo {promo} → {state: valid|expired|unknown, message, description?}. */
export const POST = routeContract({
  method: 'POST',
  summary: 'Whether a promo code is valid',
  tag: 'forms',
  access: 'signed',
  body: promoSchema,
  data: promoData,
  example: { body: { promo: 'WELCOME2026' } },
  errors: ['too_many'],
});
