import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { newChallenge } from '@/lib/platform/abuse/captcha';
import { enforceRateLimit } from '@/lib/platform/abuse/rate-limit';
import * as contract from './contract';

/** GET /api/v1/captcha: a fresh ALTCHA challenge for a form's widget. */
export const GET = defineRoute(contract.GET, async ({ req }) => {
  await enforceRateLimit(req, 'captcha');
  return ok(await newChallenge());
});
