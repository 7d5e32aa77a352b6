import { newsPage } from '@/lib/http/api/answers/content';
import { contentRead } from '@/lib/http/api/route/content-read';
import { newsPageQuery } from '@/lib/content/site/query-schemas';

/** GET /api/v1/news/{lang}?page=&per_page=. */
export const GET = contentRead('One page of published news, newest first; the client appends pages', newsPage, {
  query: newsPageQuery,
});
