import { loginCheckData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';
import { loginCheckSchema } from '@/lib/visitors/billing/login-check-schema';

/** POST /api/v1/billing/check/login_for_payment {prefix, login, sum?} → {found, technology?, connection?, holder? (masked), tariff?, message}. */
export const POST = routeContract({
  method: 'POST',
  summary: 'Whether a subscriber login exists, before paying',
  tag: 'billing',
  access: 'signed',
  body: loginCheckSchema,
  data: loginCheckData,
  example: { body: { prefix: 'x', login: '100001' } },
  errors: ['too_many', 'unavailable'],
});
