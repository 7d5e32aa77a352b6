import { z } from 'zod';
import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { parseQuery } from '@/lib/api/parse';
import { getDb } from '@/lib/db';
import { requireDeveloper } from '@/lib/auth/require-right';
import { listAudit } from '@/lib/admin/audit';

const query = z.object({
  section: z.string().max(20).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  lang: z.string().optional(),
});

/** GET /api/v1/adm/audit: the latest audit entries (developer role only). */
export const GET = apiHandler(async (req) => {
  await requireDeveloper(req);
  const { section, limit, offset } = parseQuery(req.nextUrl, query);
  return ok(await listAudit(await getDb(), { section, limit, offset }));
});
