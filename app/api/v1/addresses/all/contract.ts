import { addressListData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';

/** GET /api/v1/addresses/all: every building of the coverage area. */
export const GET = routeContract({
  method: 'GET',
  summary: 'Every building of the coverage area, district by district, streets and houses in natural order',
  tag: 'addresses',
  access: 'signed',
  data: addressListData,
});
