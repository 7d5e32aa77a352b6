import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getDb } from '@/lib/platform/db';
import { listAudit } from '@/lib/staff/admin/audit';
import * as contract from './contract';

/** GET /api/v1/adm/audit: the latest audit entries (developer role only). */
export const GET = defineRoute(contract.GET, async ({ query: { section, limit, offset } }) =>
  ok(await listAudit(await getDb(), { section, limit, offset })),
);
