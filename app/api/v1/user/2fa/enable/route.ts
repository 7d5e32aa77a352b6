import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getDb } from '@/lib/platform/db';
import { enableTwoFactor } from '@/lib/staff/auth/two-factor/manage';
import * as contract from './contract';

/** POST /api/v1/user/2fa/enable {code}: two-factor on; answers {recovery_codes} (ten, shown once). */
export const POST = defineRoute(contract.POST, async ({ staff, body }) =>
  ok({ recovery_codes: await enableTwoFactor(await getDb(), staff, body.code, new Date()) }),
);
