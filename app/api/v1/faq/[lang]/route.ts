import { apiHandler } from '@/lib/api/handler';
import { okShared } from '@/lib/api/shared-response';
import { langParam } from '@/lib/api/lang-param';
import { listFaq } from '@/lib/sections/faq/read';

/** GET /api/v1/faq/{lang}: questions and answers. */
export const GET = apiHandler<{ lang: string }>(async (_req, { params }) =>
  okShared(await listFaq.shared(langParam(params))),
);
