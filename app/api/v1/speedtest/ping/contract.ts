import { z } from 'zod';
import { routeContract } from '@/lib/http/api/route/contract';

/** GET /api/v1/speedtest/ping: the smallest answer, for the speed test's latency and jitter. */
export const GET = routeContract({
  method: 'GET',
  summary: 'The smallest answer, timed by the page for latency and jitter (limited per address, in memory)',
  tag: 'speedtest',
  access: 'signed',
  data: z.null(),
  errors: ['too_many'],
});
