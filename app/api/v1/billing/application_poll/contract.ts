import { pollData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';

/** GET /api/v1/billing/application_poll: the 'how did you hear about us' answers in the caller's language. */
export const GET = routeContract({
  method: 'GET',
  summary: "'How did you hear about us' answers",
  tag: 'billing',
  access: 'signed',
  data: pollData,
  errors: ['unavailable'],
});
