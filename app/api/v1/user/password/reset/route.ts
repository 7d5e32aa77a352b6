import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { apiError } from '@/lib/api/errors';
import { isSameOrigin } from '@/lib/api/origin';
import { parseBody } from '@/lib/api/parse';
import { getDb } from '@/lib/db';
import { resetPassword, resetSchema } from '@/lib/auth/account/password-reset';

/** POST /api/v1/user/password/reset {token, new}: the new password set once per link; every session of the account ends. */
export const POST = apiHandler(async (req) => {
  if (!isSameOrigin(req)) throw apiError('cross_site');
  await resetPassword(await getDb(), await parseBody(req, resetSchema), new Date());
  return ok(null);
});
