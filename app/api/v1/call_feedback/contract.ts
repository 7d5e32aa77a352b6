import { ratedData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';
import { feedbackCheckSchema, feedbackSchema } from '@/lib/visitors/forms/feedback-schema';

/**
 * POST /api/v1/call_feedback: `{type, id}` checks → {rated}; the full body submits (409 when already rated).
 * The handler picks the schema by the body's keys after the rate limit, so each field's error is its own.
 */
export const POST = routeContract({
  method: 'POST',
  summary: '{type, id} alone asks whether an event is rated; the full body submits an evaluation',
  tag: 'forms',
  access: 'signed',
  body: feedbackCheckSchema.or(feedbackSchema),
  bodyReadBy: 'handler',
  data: ratedData,
  example: { body: { type: 'technical', id: 'visit-1' } },
  errors: ['too_many', 'already_rated'],
});
