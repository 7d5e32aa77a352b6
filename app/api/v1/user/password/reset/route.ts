import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getDb } from '@/lib/platform/db';
import { resetPassword } from '@/lib/staff/auth/account/password-reset';
import * as contract from './contract';

/** POST /api/v1/user/password/reset {token, new}: the new password set once per link; every session of the account ends. */
export const POST = defineRoute(contract.POST, async ({ body }) => {
  await resetPassword(await getDb(), body, new Date());
  return ok(null);
});
