import { inboxItemData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';
import { retryBody } from '@/lib/staff/inbox/request-schemas';

/** POST /api/v1/adm/requests/retry {id}: forwards a pending or failed request to billing now, same reference (the requests right). */
export const POST = routeContract({
  method: 'POST',
  summary:
    'Forwards a pending or failed connection request to billing now, under its same reference; a forwarded one is answered unchanged (requests right; audited)',
  tag: 'admin',
  access: 'requests',
  body: retryBody,
  data: inboxItemData,
  errors: ['not_found'],
});
