import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { listAddresses } from '@/lib/content/sections/coverage-area/read';
import * as contract from './contract';

/** GET /api/v1/addresses/all: every building of the coverage area. */
export const GET = defineRoute(contract.GET, async ({ lang }) => ok(await listAddresses(lang)));
