import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { getDb } from '@/lib/db';
import { requireSignedIn } from '@/lib/auth/require-right';
import { startTwoFactorSetup } from '@/lib/auth/two-factor/manage';

/** POST /api/v1/user/2fa/setup: a new pending secret {secret, otpauth_url}; two-factor stays off until enabled. */
export const POST = apiHandler(async (req) => {
  const staff = await requireSignedIn(req);
  return ok(await startTwoFactorSetup(await getDb(), staff));
});
