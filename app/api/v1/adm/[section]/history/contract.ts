import { itemHistoryData } from '@/lib/http/api/answers/data';
import { contentSectionParams } from '@/lib/http/api/route/section-params';
import { routeContract } from '@/lib/http/api/route/contract';
import { historyQuery } from '@/lib/staff/admin/request-schemas';

/** GET /api/v1/adm/{section}/history?id=: an item's kept versions, newest first (section right). */
export const GET = routeContract({
  method: 'GET',
  summary:
    "An item's kept versions, newest first, as {items:[{version, at, by, action, restored_from, data}], total}: at least its newest 50 and every version younger than RETENTION_DAYS (the section's right)",
  tag: 'admin',
  access: 'path-section',
  params: contentSectionParams,
  query: historyQuery,
  data: itemHistoryData,
  example: { params: { section: 'faq' }, query: { id: 1 } },
  errors: ['not_found'],
});
