import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getDb } from '@/lib/platform/db';
import { listUsers } from '@/lib/content/sections/users/accounts';
import * as contract from './contract';

/** GET /api/v1/user/all: every staff account (users right). */
export const GET = defineRoute(contract.GET, async () => ok(await listUsers(await getDb())));
