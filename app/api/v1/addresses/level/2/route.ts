import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { parseQuery } from '@/lib/api/parse';
import { listAddresses } from '@/lib/sections/coverage-area/read';
import { buildingsOfDistrictQuery } from '@/lib/sections/coverage-area/query-schema';

/** GET /api/v1/addresses/level/2?district=: the buildings of one district. */
export const GET = apiHandler(async (req, { lang }) => {
  const { district } = parseQuery(req.nextUrl, buildingsOfDistrictQuery);
  return ok(await listAddresses(lang, district));
});
