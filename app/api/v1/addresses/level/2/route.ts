import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { parseQuery } from '@/lib/api/parse';
import { listAddresses } from '@/lib/addresses/queries';
import { buildingsOfDistrictQuery } from '@/lib/addresses/request-schemas';

/** GET /api/v1/addresses/level/2?district=: the buildings of one district. */
export const GET = apiHandler(async (req, { lang }) => {
  const { district } = parseQuery(req.nextUrl, buildingsOfDistrictQuery);
  return ok(await listAddresses(lang, district));
});
