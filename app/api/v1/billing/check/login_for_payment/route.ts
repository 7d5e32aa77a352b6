import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { checkLoginForPayment } from '@/lib/visitors/billing/login-for-payment';
import { clientIp } from '@/lib/platform/http/client-ip';
import * as contract from './contract';

/** POST /api/v1/billing/check/login_for_payment {prefix, login, sum?} → {found, technology?, connection?, holder? (masked), tariff?, message}. */
export const POST = defineRoute(contract.POST, async ({ req, lang, body: { prefix, login } }) =>
  ok(await checkLoginForPayment(clientIp(req), lang, prefix, login)),
);
