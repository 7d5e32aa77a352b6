import { apiHandler } from '@/lib/api/handler';
import { okShared } from '@/lib/api/shared-response';
import { langParam } from '@/lib/api/lang-param';
import { listTenders } from '@/lib/sections/tenders/read';

/** GET /api/v1/tenders/{lang}: active tenders. */
export const GET = apiHandler<{ lang: string }>(async (_req, { params }) =>
  okShared(await listTenders.shared(langParam(params))),
);
