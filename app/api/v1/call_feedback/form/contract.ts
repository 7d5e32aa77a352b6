import { routeContract } from '@/lib/http/api/route/contract';

/**
 * POST /api/v1/call_feedback/form?lang=: the rating page's form sent without script (a browser's form cannot
 * sign, so this call is unsigned; other sites are still refused). Answers 303 to the page of the outcome.
 */
export const POST = routeContract({
  method: 'POST',
  summary:
    "The rating page's form sent without script (type, id, rating, reason, text): answered 303 to /{lang}/feedback/{id}/{outcome}",
  tag: 'forms',
  access: 'public',
  raw: 'application/x-www-form-urlencoded',
  answer: {
    status: 303,
    mediaTypes: [],
    description: "No body: a 303 redirect to the outcome's page (thanks, already, type, rating, reason, text, busy).",
  },
});
