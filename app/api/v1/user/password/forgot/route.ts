import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { apiError } from '@/lib/api/errors';
import { isSameOrigin } from '@/lib/api/origin';
import { parseBody } from '@/lib/api/parse';
import { getDb } from '@/lib/db';
import { clientIp } from '@/lib/http/client-ip';
import { forgotSchema, requestPasswordReset } from '@/lib/auth/account/password-reset';

/** POST /api/v1/user/password/forgot {email}: the same answer for any address; a known account is mailed a reset link. */
export const POST = apiHandler(async (req, { lang }) => {
  if (!isSameOrigin(req)) throw apiError('cross_site');
  const { email } = await parseBody(req, forgotSchema);
  await requestPasswordReset(await getDb(), email, clientIp(req), lang, new Date());
  return ok(null);
});
