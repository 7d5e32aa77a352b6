import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { listAddresses } from '@/lib/content/sections/coverage-area/read';
import * as contract from './contract';

/** GET /api/v1/addresses/level/2?district=: the buildings of one district. */
export const GET = defineRoute(contract.GET, async ({ lang, query }) => ok(await listAddresses(lang, query.district)));
