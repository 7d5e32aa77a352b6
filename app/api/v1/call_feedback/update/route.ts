import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { enforceRateLimit } from '@/lib/platform/abuse/rate-limit';
import { translator } from '@/lib/platform/i18n/translator';
import { updateEvaluation } from '@/lib/visitors/forms/feedback';
import * as contract from './contract';

/** POST /api/v1/call_feedback/update: changes an evaluation (full body). */
export const POST = defineRoute(contract.POST, async ({ req, lang, body }) => {
  await enforceRateLimit(req, 'call_feedback');
  await updateEvaluation(body);
  return ok({ rated: true, message: translator(lang, 'FeedbackPage')('updated') });
});
