import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { getDb } from '@/lib/db';
import { requireRight } from '@/lib/auth/require-right';
import { listUsers } from '@/lib/sections/users/accounts';

/** GET /api/v1/user/all: every staff account (users right). */
export const GET = apiHandler(async (req) => {
  await requireRight(req, 'users');
  return ok(await listUsers(await getDb()));
});
