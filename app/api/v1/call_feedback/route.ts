import { ok } from '@/lib/http/api/envelope';
import { readJson, validate } from '@/lib/http/api/parse';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { enforceRateLimit } from '@/lib/platform/abuse/rate-limit';
import { translator } from '@/lib/platform/i18n/translator';
import { isRated, submitEvaluation } from '@/lib/visitors/forms/feedback';
import { feedbackCheckSchema, feedbackSchema } from '@/lib/visitors/forms/feedback-schema';
import * as contract from './contract';

const isCheckOnly = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  !Array.isArray(body) &&
  Object.keys(body).every((k) => k === 'type' || k === 'id');

/**
 * POST /api/v1/call_feedback: `{type, id}` checks → {rated}; the full body submits (409 when already rated).
 * The handler picks the schema by the body's keys after the rate limit, so each field's error is its own.
 */
export const POST = defineRoute(contract.POST, async ({ req, lang }) => {
  const body = await readJson(req);
  await enforceRateLimit(req, 'call_feedback');
  if (isCheckOnly(body)) {
    const { type, id } = validate(feedbackCheckSchema, body);
    return ok({ rated: await isRated(type, id) });
  }
  await submitEvaluation(validate(feedbackSchema, body));
  return ok({ rated: true, message: translator(lang, 'FeedbackPage')('thanks') });
});
