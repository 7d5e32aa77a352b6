import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getDb } from '@/lib/platform/db';
import { updateUser } from '@/lib/content/sections/users/accounts';
import * as contract from './contract';

/** POST /api/v1/user/update {id, role?, disabled?, password?, reset_password?}: the updated account. */
export const POST = defineRoute(contract.POST, async ({ staff, body }) =>
  ok(await updateUser(await getDb(), staff, body)),
);
