import { inboxItemData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';
import { trackBody } from '@/lib/visitors/tracking/schemas';

/** POST /api/v1/adm/requests/track {id, status, day?, reason?}: moves a request along the tracker's states (the requests right; audited). */
export const POST = routeContract({
  method: 'POST',
  summary:
    'Moves a connection request along the tracker: engineer_assigned (with day), connected, or closed (with reason); answers the request (requests right; audited)',
  tag: 'admin',
  access: 'requests',
  body: trackBody,
  data: inboxItemData,
  errors: ['not_found', 'conflict'],
});
