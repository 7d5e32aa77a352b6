import { apiHandler } from '@/lib/api/handler';
import { okShared } from '@/lib/api/shared-response';
import { langParam } from '@/lib/api/lang-param';
import { parseQuery } from '@/lib/api/parse';
import { listNews } from '@/lib/sections/news/read';
import { newsPageQuery } from '@/lib/content/query-schemas';

/** GET /api/v1/news/{lang}?page=&per_page=: one page of news; the client appends pages. */
export const GET = apiHandler<{ lang: string }>(async (req, { params }) => {
  const lang = langParam(params);
  const { page, per_page } = parseQuery(req.nextUrl, newsPageQuery);
  return okShared(await listNews.shared(lang, page, per_page));
});
