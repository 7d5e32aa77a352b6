import { nameListData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';
import { districtsOfRegionBody } from '@/lib/content/sections/coverage-area/query-schema';

/** GET /api/v1/addresses/level/1: all district names. */
export const GET = routeContract({
  method: 'GET',
  summary: 'All district names',
  tag: 'addresses',
  access: 'signed',
  data: nameListData,
});

/** POST /api/v1/addresses/level/1 {region_name}: the districts of one region (reads only). */
export const POST = routeContract({
  method: 'POST',
  summary: 'The districts of one region (reads only)',
  tag: 'addresses',
  access: 'signed',
  body: districtsOfRegionBody,
  data: nameListData,
  example: { body: { region_name: 'Toshkent shahri' } },
});
