import { healthData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';

/** GET /api/v1/health: unsigned; 200 when the database answers, 503 envelope otherwise. */
export const GET = routeContract({
  method: 'GET',
  summary: 'Whether the database answers',
  tag: 'service',
  access: 'public',
  data: healthData,
  errors: ['unavailable'],
});
