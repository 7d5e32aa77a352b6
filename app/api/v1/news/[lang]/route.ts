import { okShared } from '@/lib/http/api/shared-response';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { listNews } from '@/lib/content/sections/news/read';
import * as contract from './contract';

/** GET /api/v1/news/{lang}?page=&per_page=. */
export const GET = defineRoute(contract.GET, async ({ params, query: { page, per_page } }) =>
  okShared(await listNews.shared(params.lang, page, per_page)),
);
