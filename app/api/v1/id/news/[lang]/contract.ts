import { newsItem } from '@/lib/http/api/answers/content';
import { contentRead } from '@/lib/http/api/route/content-read';
import { newsItemQuery } from '@/lib/content/site/query-schemas';

/** GET /api/v1/id/news/{lang}?id=. */
export const GET = contentRead('One published news item (404 when unknown or not published)', newsItem, {
  query: newsItemQuery,
  errors: ['not_found'],
});
