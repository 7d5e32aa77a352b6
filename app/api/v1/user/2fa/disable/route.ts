import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getDb } from '@/lib/platform/db';
import { disableTwoFactor } from '@/lib/staff/auth/two-factor/manage';
import * as contract from './contract';

/** POST /api/v1/user/2fa/disable {password, code}: two-factor off (the owner is e-mailed); refused while the role owes it. */
export const POST = defineRoute(contract.POST, async ({ staff, body: { password, code } }) => {
  await disableTwoFactor(await getDb(), staff, password, code, new Date());
  return ok(null);
});
