import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { parseBody } from '@/lib/api/parse';
import { enforceRateLimit } from '@/lib/abuse/rate-limit';
import { callBilling } from '@/lib/billing/call';
import { loginCheckSchema } from '@/lib/billing/login-check-schema';
import { translator } from '@/lib/i18n/translator';

/** POST /api/v1/billing/check/login_for_payment {prefix, login, sum?} → {found, technology?, message}. */
export const POST = apiHandler(async (req, { lang }) => {
  const { prefix, login } = await parseBody(req, loginCheckSchema);
  await enforceRateLimit(req, 'login_check');
  const answer = await callBilling((b) => b.checkLoginForPayment(prefix, login));
  const t = translator(lang, 'Billing');
  return ok(
    answer.found
      ? {
          found: true,
          technology: answer.technology,
          message: t('loginFound', { technology: answer.technology ?? '' }),
        }
      : { found: false, message: t('loginNotFound') },
  );
});
