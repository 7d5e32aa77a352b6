import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { parseBody } from '@/lib/api/parse';
import { checkLoginForPayment } from '@/lib/billing/login-for-payment';
import { loginCheckSchema } from '@/lib/billing/login-check-schema';
import { clientIp } from '@/lib/http/client-ip';

/** POST /api/v1/billing/check/login_for_payment {prefix, login, sum?} → {found, technology?, message}. */
export const POST = apiHandler(async (req, { lang }) => {
  const { prefix, login } = await parseBody(req, loginCheckSchema);
  return ok(await checkLoginForPayment(clientIp(req), lang, prefix, login));
});
