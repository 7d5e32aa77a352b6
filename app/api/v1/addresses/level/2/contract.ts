import { addressListData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';
import { buildingsOfDistrictQuery } from '@/lib/content/sections/coverage-area/query-schema';

/** GET /api/v1/addresses/level/2?district=: the buildings of one district. */
export const GET = routeContract({
  method: 'GET',
  summary: 'The buildings of one district, streets and houses in natural order (2 before 10, 12 before 12/1 and 12А)',
  tag: 'addresses',
  access: 'signed',
  query: buildingsOfDistrictQuery,
  data: addressListData,
  example: { query: { district: 'Chilonzor tumani' } },
});
