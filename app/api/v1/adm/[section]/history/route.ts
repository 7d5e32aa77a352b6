import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getDb } from '@/lib/platform/db';
import { itemIdOf } from '@/lib/staff/admin/item-ref';
import { listHistory } from '@/lib/staff/admin/versions/history';
import * as contract from './contract';

/** GET /api/v1/adm/{section}/history?id=: an item's kept versions, newest first (section right). */
export const GET = defineRoute(contract.GET, async ({ params: { section }, query: { id, limit, offset } }) =>
  ok(await listHistory(await getDb(), section, itemIdOf(section, id), { limit, offset })),
);
