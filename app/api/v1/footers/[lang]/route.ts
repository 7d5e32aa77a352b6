import { okShared } from '@/lib/http/api/shared-response';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { listFooter } from '@/lib/content/sections/footer/read';
import * as contract from './contract';

/** GET /api/v1/footers/{lang}. */
export const GET = defineRoute(contract.GET, async ({ params }) => okShared(await listFooter.shared(params.lang)));
