import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getDb } from '@/lib/platform/db';
import { progressRequest } from '@/lib/visitors/tracking/progress';
import * as contract from './contract';

/** POST /api/v1/adm/requests/progress {id, action, day?, reason?}: the request page's one save (requests right; audited). */
export const POST = defineRoute(contract.POST, async ({ staff, body }) =>
  ok(await progressRequest(await getDb(), staff, body)),
);
