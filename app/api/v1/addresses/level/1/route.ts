import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { parseBody } from '@/lib/api/parse';
import { listDistricts } from '@/lib/sections/coverage-area/read';
import { districtsOfRegionBody } from '@/lib/sections/coverage-area/query-schema';

/** GET /api/v1/addresses/level/1: all district names. */
export const GET = apiHandler(async (_req, { lang }) => ok(await listDistricts(lang)));

/** POST /api/v1/addresses/level/1 {region_name}: the districts of one region (reads only). */
export const POST = apiHandler(async (req, { lang }) => {
  const { region_name } = await parseBody(req, districtsOfRegionBody);
  return ok(await listDistricts(lang, region_name));
});
