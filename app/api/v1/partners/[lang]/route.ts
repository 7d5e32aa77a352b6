import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { langParam } from '@/lib/api/lang-param';
import { listPartners } from '@/lib/content/partners';

/** GET /api/v1/partners/{lang}: partners. */
export const GET = apiHandler<{ lang: string }>(async (_req, { params }) => ok(await listPartners(langParam(params))));
