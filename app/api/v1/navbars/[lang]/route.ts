import { okShared } from '@/lib/http/api/shared-response';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { listNavbar } from '@/lib/content/sections/navbar/read';
import * as contract from './contract';

/** GET /api/v1/navbars/{lang}. */
export const GET = defineRoute(contract.GET, async ({ params }) => okShared(await listNavbar.shared(params.lang)));
