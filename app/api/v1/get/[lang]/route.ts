import { okShared } from '@/lib/http/api/shared-response';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getBaseBundle } from '@/lib/content/site/base-bundle';
import * as contract from './contract';

/** GET /api/v1/get/{lang}. */
export const GET = defineRoute(contract.GET, async ({ params }) => okShared(await getBaseBundle(params.lang)));
