import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { enforcePingLimit } from '@/lib/visitors/speedtest/ping-limit';
import * as contract from './contract';

/** GET /api/v1/speedtest/ping: the smallest answer, for the speed test's latency and jitter. */
export const GET = defineRoute(contract.GET, async ({ req }) => {
  enforcePingLimit(req);
  return ok(null);
});
