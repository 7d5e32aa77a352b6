import { nameListData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';

/** GET /api/v1/addresses/level/0: region names. */
export const GET = routeContract({
  method: 'GET',
  summary: 'Region names',
  tag: 'addresses',
  access: 'signed',
  data: nameListData,
});
