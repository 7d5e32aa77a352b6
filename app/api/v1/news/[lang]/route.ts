import { z } from 'zod';
import { apiHandler } from '@/lib/api/handler';
import { okShared } from '@/lib/api/shared-response';
import { langParam } from '@/lib/api/lang-param';
import { parseQuery } from '@/lib/api/parse';
import { listNews, NEWS_PAGE_SIZE } from '@/lib/content/news';

const query = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(NEWS_PAGE_SIZE),
  t: z.string().optional(),
});

/** GET /api/v1/news/{lang}?page=&per_page=: one page of news; the client appends pages. */
export const GET = apiHandler<{ lang: string }>(async (req, { params }) => {
  const lang = langParam(params);
  const { page, per_page } = parseQuery(req.nextUrl, query);
  return okShared(await listNews.shared(lang, page, per_page));
});
