import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { langParam } from '@/lib/api/lang-param';
import { listFaq } from '@/lib/content/faq';

/** GET /api/v1/faq/{lang}: questions and answers. */
export const GET = apiHandler<{ lang: string }>(async (_req, { params }) => ok(await listFaq(langParam(params))));
