import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { parseBody } from '@/lib/api/parse';
import { enforceRateLimit } from '@/lib/abuse/rate-limit';
import { translator } from '@/lib/i18n/translator';
import { updateEvaluation } from '@/lib/visitors/feedback';
import { feedbackSchema } from '@/lib/visitors/feedback-schema';

/** POST /api/v1/call_feedback/update: changes an evaluation (full body). */
export const POST = apiHandler(async (req, { lang }) => {
  const evaluation = await parseBody(req, feedbackSchema);
  await enforceRateLimit(req, 'call_feedback');
  await updateEvaluation(evaluation);
  return ok({ rated: true, message: translator(lang, 'FeedbackPage')('updated') });
});
