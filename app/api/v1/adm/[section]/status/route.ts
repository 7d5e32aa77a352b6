import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getDb } from '@/lib/platform/db';
import { setWorkStatus } from '@/lib/staff/inbox/status';
import * as contract from './contract';

/** POST /api/v1/adm/{section}/status {id, status}: moves an inbox item (author and time kept, audited); answers it. */
export const POST = defineRoute(contract.POST, async ({ staff, params: { section }, body: { id, status } }) =>
  ok(await setWorkStatus(await getDb(), staff, section, id, status)),
);
