import { apiHandler } from '@/lib/api/handler';
import { okShared } from '@/lib/api/shared-response';
import { langParam } from '@/lib/api/lang-param';
import { listNavbar } from '@/lib/sections/navbar/read';

/** GET /api/v1/navbars/{lang}: the navbar list. */
export const GET = apiHandler<{ lang: string }>(async (_req, { params }) =>
  okShared(await listNavbar.shared(langParam(params))),
);
