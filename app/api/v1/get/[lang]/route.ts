import { apiHandler } from '@/lib/api/handler';
import { okShared } from '@/lib/api/shared-response';
import { langParam } from '@/lib/api/lang-param';
import { getBaseBundle } from '@/lib/content/base-bundle';

/** GET /api/v1/get/{lang}: the base bundle (SPEC §7). */
export const GET = apiHandler<{ lang: string }>(async (_req, { params }) =>
  okShared(await getBaseBundle(langParam(params))),
);
