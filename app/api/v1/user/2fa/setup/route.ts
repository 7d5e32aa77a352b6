import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getDb } from '@/lib/platform/db';
import { startTwoFactorSetup } from '@/lib/staff/auth/two-factor/manage';
import * as contract from './contract';

/** POST /api/v1/user/2fa/setup: a new pending secret {secret, otpauth_url}; two-factor stays off until enabled. */
export const POST = defineRoute(contract.POST, async ({ staff }) =>
  ok(await startTwoFactorSetup(await getDb(), staff)),
);
