import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { parseBody } from '@/lib/api/parse';
import { getDb } from '@/lib/db';
import { requireInboxRight } from '@/lib/inbox/guard';
import { trackBody } from '@/lib/tracking/schemas';
import { setTrackingStatus } from '@/lib/tracking/set-status';

/** POST /api/v1/adm/requests/track {id, status, day?, reason?}: moves a request along the tracker's states (the requests right; audited). */
export const POST = apiHandler(async (req) => {
  const { staff } = await requireInboxRight(req, 'requests');
  const body = await parseBody(req, trackBody);
  return ok(await setTrackingStatus(await getDb(), staff, body));
});
