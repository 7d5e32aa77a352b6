import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { parseJson } from '@/lib/visitors/json-body';
import { validate } from '@/lib/api/parse';
import { enforceRateLimit } from '@/lib/abuse/rate-limit';
import { translator } from '@/lib/i18n/translator';
import { isRated, submitEvaluation } from '@/lib/visitors/feedback';
import { feedbackCheckSchema, feedbackSchema } from '@/lib/visitors/feedback-schema';

const isCheckOnly = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  !Array.isArray(body) &&
  Object.keys(body).every((k) => k === 'type' || k === 'id');

/** POST /api/v1/call_feedback: `{type, id}` checks → {rated}; the full body submits (409 when already rated). */
export const POST = apiHandler(async (req, { lang }) => {
  const body = await parseJson(req);
  await enforceRateLimit(req, 'call_feedback');
  if (isCheckOnly(body)) {
    const { type, id } = validate(feedbackCheckSchema, body);
    return ok({ rated: await isRated(type, id) });
  }
  await submitEvaluation(validate(feedbackSchema, body));
  return ok({ rated: true, message: translator(lang, 'FeedbackPage')('thanks') });
});
