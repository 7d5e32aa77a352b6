import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { listAddresses } from '@/lib/sections/coverage-area/read';

/** GET /api/v1/addresses/all: every building of the coverage area. */
export const GET = apiHandler(async (_req, { lang }) => ok(await listAddresses(lang)));
