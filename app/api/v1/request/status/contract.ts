import { routeContract } from '@/lib/http/api/route/contract';
import { requestStatusData, statusQuery } from '@/lib/visitors/tracking/schemas';

/** GET /api/v1/request/status?reference=&phone=: a connection request's state and history; one 404 for any mismatch (rate limited). */
export const GET = routeContract({
  method: 'GET',
  summary:
    "A connection request's state and history by its reference and the phone number given in it (one 404 whichever is wrong)",
  tag: 'billing',
  access: 'signed',
  query: statusQuery,
  data: requestStatusData,
  errors: ['not_found', 'too_many'],
});
