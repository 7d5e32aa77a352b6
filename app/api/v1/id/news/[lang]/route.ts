import { z } from 'zod';
import { apiHandler } from '@/lib/api/handler';
import { okShared } from '@/lib/api/shared-response';
import { apiError } from '@/lib/api/errors';
import { langParam } from '@/lib/api/lang-param';
import { parseQuery } from '@/lib/api/parse';
import { getNewsItem } from '@/lib/content/news';

const query = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647), t: z.string().optional() });

/** GET /api/v1/id/news/{lang}?id=: one news item (404 envelope when unknown). */
export const GET = apiHandler<{ lang: string }>(async (req, { params }) => {
  const lang = langParam(params);
  const { id } = parseQuery(req.nextUrl, query);
  const item = await getNewsItem.shared(lang, id);
  if (!item) throw apiError('not_found');
  return okShared(item);
});
