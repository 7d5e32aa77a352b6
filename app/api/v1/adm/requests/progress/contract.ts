import { inboxItemData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';
import { requestProgressBody } from '@/lib/visitors/tracking/progress-schema';

/** POST /api/v1/adm/requests/progress {id, action, day?, reason?}: the request page's one save (requests right; audited). */
export const POST = routeContract({
  method: 'POST',
  summary:
    "The request page's one save: a next step (take, engineer with day, connected, closed with reason, done, reopen) sets the work state and, for the steps a visitor sees, the tracker's state, in one transaction (requests right; audited)",
  tag: 'admin',
  access: 'requests',
  body: requestProgressBody,
  data: inboxItemData,
  errors: ['not_found', 'conflict'],
});
