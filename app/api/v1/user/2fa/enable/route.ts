import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { parseBody } from '@/lib/api/parse';
import { getDb } from '@/lib/db';
import { enableSchema } from '@/lib/auth/account/request-schemas';
import { requireSignedIn } from '@/lib/auth/require-right';
import { enableTwoFactor } from '@/lib/auth/two-factor/manage';

/** POST /api/v1/user/2fa/enable {code}: two-factor on; answers {recovery_codes} (ten, shown once). */
export const POST = apiHandler(async (req) => {
  const staff = await requireSignedIn(req);
  const { code } = await parseBody(req, enableSchema);
  return ok({ recovery_codes: await enableTwoFactor(await getDb(), staff, code, new Date()) });
});
