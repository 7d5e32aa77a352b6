import { apiHandler } from '@/lib/api/handler';
import { okShared } from '@/lib/api/shared-response';
import { langParam } from '@/lib/api/lang-param';
import { listPartners } from '@/lib/sections/partners/read';

/** GET /api/v1/partners/{lang}: partners. */
export const GET = apiHandler<{ lang: string }>(async (_req, { params }) =>
  okShared(await listPartners.shared(langParam(params))),
);
