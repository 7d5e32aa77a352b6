import { okShared } from '@/lib/http/api/shared-response';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { listTenders } from '@/lib/content/sections/tenders/read';
import * as contract from './contract';

/** GET /api/v1/tenders/{lang}. */
export const GET = defineRoute(contract.GET, async ({ params }) => okShared(await listTenders.shared(params.lang)));
