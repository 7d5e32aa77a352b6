import { tasixData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';
import { tasixCheckQuery } from '@/lib/visitors/tasix/target-schema';

/** GET /api/v1/tasix/check?target=: an IP or domain against TAS-IX; without target, the caller's own IP. */
export const GET = routeContract({
  method: 'GET',
  summary: 'An IP or domain against TAS-IX; without target, the caller address',
  tag: 'tasix',
  access: 'signed',
  query: tasixCheckQuery,
  data: tasixData,
  example: { query: { target: 'https://84.54.64.10/' } },
  errors: ['too_many'],
});
