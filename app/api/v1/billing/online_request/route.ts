import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { requireCaptcha } from '@/lib/platform/abuse/captcha';
import { enforceRateLimit } from '@/lib/platform/abuse/rate-limit';
import { translator } from '@/lib/platform/i18n/translator';
import { answerForKey, submitConnectionRequest } from '@/lib/visitors/forms/connection-request';
import * as contract from './contract';

/** POST /api/v1/billing/online_request (Idempotency-Key header): store, then forward the connection request. */
export const POST = defineRoute(contract.POST, async ({ req, lang, headers, body }) => {
  const key = headers['Idempotency-Key'];
  const message = translator(lang, 'ConnectionRequest')('success');
  // a retry of an accepted submission (double click, lost answer) gets the first answer back;
  // its captcha was spent by the first one, so it is not checked again
  const earlier = await answerForKey(key);
  if (earlier) return ok({ ...earlier, message });
  await enforceRateLimit(req, 'online_request');
  await requireCaptcha(body.altcha);
  return ok({ ...(await submitConnectionRequest(body, key, lang)), message });
});
