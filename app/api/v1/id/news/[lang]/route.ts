import { apiHandler } from '@/lib/api/handler';
import { okShared } from '@/lib/api/shared-response';
import { apiError } from '@/lib/api/errors';
import { langParam } from '@/lib/api/lang-param';
import { parseQuery } from '@/lib/api/parse';
import { getNewsItem } from '@/lib/sections/news/read';
import { newsItemQuery } from '@/lib/content/query-schemas';

/** GET /api/v1/id/news/{lang}?id=: one news item (404 envelope when unknown). */
export const GET = apiHandler<{ lang: string }>(async (req, { params }) => {
  const lang = langParam(params);
  const { id } = parseQuery(req.nextUrl, newsItemQuery);
  const item = await getNewsItem.shared(lang, id);
  if (!item) throw apiError('not_found');
  return okShared(item);
});
