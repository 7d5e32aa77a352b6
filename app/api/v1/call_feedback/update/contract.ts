import { ratedData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';
import { feedbackSchema } from '@/lib/visitors/forms/feedback-schema';

/** POST /api/v1/call_feedback/update: changes an evaluation (full body). */
export const POST = routeContract({
  method: 'POST',
  summary: 'Changes an evaluation',
  tag: 'forms',
  access: 'signed',
  body: feedbackSchema,
  data: ratedData,
  errors: ['too_many', 'not_rated'],
});
