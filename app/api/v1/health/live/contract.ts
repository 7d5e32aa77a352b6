import { liveData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';

/** GET /api/v1/health/live: unsigned; 200 while the process can answer, whatever the database does. */
export const GET = routeContract({
  method: 'GET',
  summary: 'Liveness probe: whether the process answers (the database is not asked)',
  tag: 'service',
  access: 'public',
  data: liveData,
});
