import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getDb } from '@/lib/platform/db';
import { itemIdOf } from '@/lib/staff/admin/item-ref';
import { restoreItem } from '@/lib/staff/admin/restore-item';
import * as contract from './contract';

/** POST /api/v1/adm/{section}/restore {id, version}: a new version with that version's data (section right; audited). */
export const POST = defineRoute(contract.POST, async ({ staff, params: { section }, body: { id, version } }) =>
  ok(await restoreItem(await getDb(), staff, section, itemIdOf(section, id), version)),
);
