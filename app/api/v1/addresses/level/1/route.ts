import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { listDistricts } from '@/lib/content/sections/coverage-area/read';
import * as contract from './contract';

/** GET /api/v1/addresses/level/1: all district names. */
export const GET = defineRoute(contract.GET, async ({ lang }) => ok(await listDistricts(lang)));

/** POST /api/v1/addresses/level/1 {region_name}: the districts of one region (reads only). */
export const POST = defineRoute(contract.POST, async ({ lang, body }) =>
  ok(await listDistricts(lang, body.region_name)),
);
