import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { langParam } from '@/lib/api/lang-param';
import { listFooter } from '@/lib/content/navigation';

/** GET /api/v1/footers/{lang}: the footer list. */
export const GET = apiHandler<{ lang: string }>(async (_req, { params }) => ok(await listFooter(langParam(params))));
