import { inboxItemData } from '@/lib/http/api/answers/data';
import { inboxSectionParams } from '@/lib/http/api/route/section-params';
import { routeContract } from '@/lib/http/api/route/contract';
import { workStatusBody } from '@/lib/staff/inbox/contract';

/** POST /api/v1/adm/{section}/status {id, status}: moves an inbox item (author and time kept, audited); answers it. */
export const POST = routeContract({
  method: 'POST',
  summary: "Moves an inbox item to new, in_progress or done; answers the item (the section's right; audited)",
  tag: 'admin',
  access: 'path-section',
  params: inboxSectionParams,
  body: workStatusBody,
  data: inboxItemData,
  errors: ['not_found'],
});
