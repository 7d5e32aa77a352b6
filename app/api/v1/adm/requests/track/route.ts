import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getDb } from '@/lib/platform/db';
import { setTrackingStatus } from '@/lib/visitors/tracking/set-status';
import * as contract from './contract';

/** POST /api/v1/adm/requests/track {id, status, day?, reason?}: moves a request along the tracker's states (the requests right; audited). */
export const POST = defineRoute(contract.POST, async ({ staff, body }) =>
  ok(await setTrackingStatus(await getDb(), staff, body)),
);
