import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { listRegions } from '@/lib/sections/coverage-area/read';

/** GET /api/v1/addresses/level/0: region names. */
export const GET = apiHandler(async (_req, { lang }) => ok(await listRegions(lang)));
