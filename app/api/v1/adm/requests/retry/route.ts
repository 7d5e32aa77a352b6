import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getDb } from '@/lib/platform/db';
import { retryForwarding } from '@/lib/staff/inbox/requests/retry-forwarding';
import * as contract from './contract';

/** POST /api/v1/adm/requests/retry {id}: forwards a pending or failed request to billing now, same reference (the requests right). */
export const POST = defineRoute(contract.POST, async ({ staff, body }) =>
  ok(await retryForwarding(await getDb(), staff, body.id)),
);
