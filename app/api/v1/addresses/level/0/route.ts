import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { listRegions } from '@/lib/content/sections/coverage-area/read';
import * as contract from './contract';

/** GET /api/v1/addresses/level/0: region names. */
export const GET = defineRoute(contract.GET, async ({ lang }) => ok(await listRegions(lang)));
