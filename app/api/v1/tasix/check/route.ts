import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { enforceRateLimit } from '@/lib/platform/abuse/rate-limit';
import { clientIp } from '@/lib/platform/http/client-ip';
import { checkTasix } from '@/lib/visitors/tasix/check';
import * as contract from './contract';

/** GET /api/v1/tasix/check?target=: an IP or domain against TAS-IX; without target, the caller's own IP. */
export const GET = defineRoute(contract.GET, async ({ req, query: { target } }) => {
  await enforceRateLimit(req, 'tasix');
  const own = !target;
  const subject = target || clientIp(req);
  if (subject === 'unknown') return ok({ target: subject, own, addresses: [], inside: false, list_date: null });
  return ok({ ...(await checkTasix(subject)), own });
});
