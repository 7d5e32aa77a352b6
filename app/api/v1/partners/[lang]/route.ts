import { okShared } from '@/lib/http/api/shared-response';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { listPartners } from '@/lib/content/sections/partners/read';
import * as contract from './contract';

/** GET /api/v1/partners/{lang}. */
export const GET = defineRoute(contract.GET, async ({ params }) => okShared(await listPartners.shared(params.lang)));
