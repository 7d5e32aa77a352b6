import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getDb } from '@/lib/platform/db';
import { clientIp } from '@/lib/platform/http/client-ip';
import { requestPasswordReset } from '@/lib/staff/auth/account/password-reset';
import * as contract from './contract';

/** POST /api/v1/user/password/forgot {email}: the same answer for any address; a known account is mailed a reset link. */
export const POST = defineRoute(contract.POST, async ({ req, lang, body }) => {
  await requestPasswordReset(await getDb(), body.email, clientIp(req), lang, new Date());
  return ok(null);
});
