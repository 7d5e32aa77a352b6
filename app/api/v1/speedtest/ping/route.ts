import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { enforcePingLimit } from '@/lib/speedtest/ping-limit';

/** GET /api/v1/speedtest/ping: the smallest answer, for the speed test's latency and jitter. */
export const GET = apiHandler(async (req) => {
  enforcePingLimit(req);
  return ok(null);
});
