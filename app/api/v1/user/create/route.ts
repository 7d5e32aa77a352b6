import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { parseBody } from '@/lib/api/parse';
import { getDb } from '@/lib/db';
import { requireRight } from '@/lib/auth/require-right';
import { createUser } from '@/lib/sections/users/accounts';
import { createUserSchema } from '@/lib/sections/users/schema';

/** POST /api/v1/user/create {email, role, password?}: the account, and its generated password once. */
export const POST = apiHandler(async (req) => {
  const actor = await requireRight(req, 'users');
  return ok(await createUser(await getDb(), actor, await parseBody(req, createUserSchema)));
});
