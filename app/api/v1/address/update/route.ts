import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { apiError } from '@/lib/api/errors';
import { parseBody } from '@/lib/api/parse';
import { getDb } from '@/lib/db';
import { requireRight } from '@/lib/auth/require-right';
import { saveItem } from '@/lib/admin/section-items';
import { caStore } from '@/lib/sections/coverage-area/write';
import { addressUpdateSchema } from '@/lib/sections/coverage-area/import-schema';

/** POST /api/v1/address/update {id, building?, in_coverage?, technology?}: changes one building (ca right; audited). */
export const POST = apiHandler(async (req) => {
  const staff = await requireRight(req, 'ca');
  const { id, ...changes } = await parseBody(req, addressUpdateSchema);
  const db = await getDb();
  const current = await caStore.get(db, id);
  if (!current) throw apiError('not_found');
  return ok(await saveItem(db, staff, { section: 'ca', id, data: { ...current, ...changes } }));
});
