import { okShared } from '@/lib/http/api/shared-response';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getStaticComponents } from '@/lib/content/sections/static-components/read';
import * as contract from './contract';

/** GET /api/v1/stat/{lang}. */
export const GET = defineRoute(contract.GET, async ({ params }) =>
  okShared(await getStaticComponents.shared(params.lang)),
);
