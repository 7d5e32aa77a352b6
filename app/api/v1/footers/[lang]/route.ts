import { apiHandler } from '@/lib/api/handler';
import { okShared } from '@/lib/api/shared-response';
import { langParam } from '@/lib/api/lang-param';
import { listFooter } from '@/lib/sections/footer/read';

/** GET /api/v1/footers/{lang}: the footer list. */
export const GET = apiHandler<{ lang: string }>(async (_req, { params }) =>
  okShared(await listFooter.shared(langParam(params))),
);
