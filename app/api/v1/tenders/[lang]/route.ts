import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { langParam } from '@/lib/api/lang-param';
import { listTenders } from '@/lib/content/tenders';

/** GET /api/v1/tenders/{lang}: active tenders. */
export const GET = apiHandler<{ lang: string }>(async (_req, { params }) => ok(await listTenders(langParam(params))));
