import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { parseBody } from '@/lib/api/parse';
import { writeAudit } from '@/lib/admin/audit';
import { requireDeveloper } from '@/lib/auth/require-right';
import { getDb } from '@/lib/db';
import { refreshTasixFromUrl, refreshTasixPrefixes } from '@/lib/tasix/refresh';
import { tasixUploadBody } from '@/lib/admin/request-schemas';

/**
 * POST /api/v1/adm/tasix (developer role): replaces the TAS-IX prefix list with the uploaded
 * `text` (one CIDR per line), or, without text, downloads it from TASIX_PREFIX_URL.
 */
export const POST = apiHandler(async (req) => {
  const staff = await requireDeveloper(req);
  const { text } = await parseBody(req, tasixUploadBody);
  const count = text !== undefined ? await refreshTasixPrefixes(text) : await refreshTasixFromUrl();
  await writeAudit(await getDb(), staff, {
    section: 'tasix',
    itemId: 'prefix-list',
    action: 'import',
    before: null,
    after: { prefixes: count, source: text !== undefined ? 'upload' : 'url' },
  });
  return ok({ prefixes: count });
});
