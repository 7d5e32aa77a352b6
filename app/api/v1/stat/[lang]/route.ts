import { apiHandler } from '@/lib/api/handler';
import { okShared } from '@/lib/api/shared-response';
import { langParam } from '@/lib/api/lang-param';
import { getStaticComponents } from '@/lib/sections/static-components/read';

/** GET /api/v1/stat/{lang}: static components as {map, list}. */
export const GET = apiHandler<{ lang: string }>(async (_req, { params }) =>
  okShared(await getStaticComponents.shared(langParam(params))),
);
