import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { parseBody } from '@/lib/api/parse';
import { getDb } from '@/lib/db';
import { requireRight } from '@/lib/auth/require-right';
import { updateUser } from '@/lib/sections/users/accounts';
import { updateUserSchema } from '@/lib/sections/users/schema';

/** POST /api/v1/user/update {id, role?, disabled?, password?, reset_password?}: the updated account. */
export const POST = apiHandler(async (req) => {
  const actor = await requireRight(req, 'users');
  return ok(await updateUser(await getDb(), actor, await parseBody(req, updateUserSchema)));
});
