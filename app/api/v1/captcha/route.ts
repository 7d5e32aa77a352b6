import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { newChallenge } from '@/lib/abuse/captcha';
import { enforceRateLimit } from '@/lib/abuse/rate-limit';

/** GET /api/v1/captcha: a fresh ALTCHA challenge for a form's widget. */
export const GET = apiHandler(async (req) => {
  await enforceRateLimit(req, 'captcha');
  return ok(await newChallenge());
});
