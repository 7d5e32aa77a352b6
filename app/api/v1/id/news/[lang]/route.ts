import { fail } from '@/lib/platform/errors/domain-error';
import { okShared } from '@/lib/http/api/shared-response';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getNewsItem } from '@/lib/content/sections/news/read';
import * as contract from './contract';

/** GET /api/v1/id/news/{lang}?id=. */
export const GET = defineRoute(contract.GET, async ({ params, query: { id } }) => {
  const item = await getNewsItem.shared(params.lang, id);
  if (!item) throw fail('not_found');
  return okShared(item);
});
