import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { parseBody } from '@/lib/api/parse';
import { getDb } from '@/lib/db';
import { disableSchema } from '@/lib/auth/account/request-schemas';
import { requireStaff } from '@/lib/auth/require-right';
import { disableTwoFactor } from '@/lib/auth/two-factor/manage';

/** POST /api/v1/user/2fa/disable {password, code}: two-factor off (the owner is e-mailed). */
export const POST = apiHandler(async (req) => {
  const staff = await requireStaff(req);
  const { password, code } = await parseBody(req, disableSchema);
  await disableTwoFactor(await getDb(), staff, password, code, new Date());
  return ok(null);
});
