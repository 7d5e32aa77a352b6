import { okShared } from '@/lib/http/api/shared-response';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { connectionRequestTexts } from '@/lib/visitors/forms/connection-request-texts';
import * as contract from './contract';

/** GET /api/v1/texts/{lang}/connection_request. */
export const GET = defineRoute(contract.GET, async ({ params }) => okShared(connectionRequestTexts(params.lang)));
