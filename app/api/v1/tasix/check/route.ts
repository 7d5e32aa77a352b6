import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { parseQuery } from '@/lib/api/parse';
import { enforceRateLimit } from '@/lib/abuse/rate-limit';
import { clientIp } from '@/lib/http/client-ip';
import { checkTasix } from '@/lib/tasix/check';
import { tasixCheckQuery } from '@/lib/tasix/target-schema';

/** GET /api/v1/tasix/check?target=: an IP or domain against TAS-IX; without target, the caller's own IP. */
export const GET = apiHandler(async (req) => {
  const { target } = parseQuery(req.nextUrl, tasixCheckQuery);
  await enforceRateLimit(req, 'tasix');
  const own = !target;
  const subject = target || clientIp(req);
  if (subject === 'unknown') return ok({ target: subject, own, addresses: [], inside: false, list_date: null });
  return ok({ ...(await checkTasix(subject)), own });
});
