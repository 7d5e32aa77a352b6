import { readyData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';

/**
 * GET /api/v1/health/ready: unsigned; 200 when the database answers and the invalidation listener is
 * connected, otherwise the 503 envelope naming the parts that are down (`error.down`).
 */
export const GET = routeContract({
  method: 'GET',
  summary:
    'Readiness probe: whether the database answers and the invalidation listener is connected; a 503 names in error.down what is not',
  tag: 'service',
  access: 'public',
  data: readyData,
  errors: ['unavailable'],
});
