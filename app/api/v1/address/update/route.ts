import { ok } from '@/lib/http/api/envelope';
import { fail } from '@/lib/platform/errors/domain-error';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getDb } from '@/lib/platform/db';
import { saveItem } from '@/lib/staff/admin/section-items';
import { caStore } from '@/lib/content/sections/coverage-area/write';
import * as contract from './contract';

/** POST /api/v1/address/update {id, building?, in_coverage?, technology?}: changes one building (ca right; audited). */
export const POST = defineRoute(contract.POST, async ({ staff, body: { id, ...changes } }) => {
  const db = await getDb();
  const current = await caStore.get(db, id);
  if (!current) throw fail('not_found');
  return ok(await saveItem(db, staff, { section: 'ca', id, data: { ...current, ...changes } }));
});
