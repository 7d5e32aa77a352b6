import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getDb } from '@/lib/platform/db';
import { createUser } from '@/lib/content/sections/users/accounts';
import * as contract from './contract';

/** POST /api/v1/user/create {email, role, password?}: the account, and its generated password once. */
export const POST = defineRoute(contract.POST, async ({ staff, body }) =>
  ok(await createUser(await getDb(), staff, body)),
);
