import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { parseQuery } from '@/lib/api/parse';
import { getDb } from '@/lib/db';
import { requireDeveloper } from '@/lib/auth/require-right';
import { listAudit } from '@/lib/admin/audit';
import { auditQuery } from '@/lib/admin/request-schemas';

/** GET /api/v1/adm/audit: the latest audit entries (developer role only). */
export const GET = apiHandler(async (req) => {
  await requireDeveloper(req);
  const { section, limit, offset } = parseQuery(req.nextUrl, auditQuery);
  return ok(await listAudit(await getDb(), { section, limit, offset }));
});
