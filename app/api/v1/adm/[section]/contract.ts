import { z } from 'zod';
import { adminItemListData, deletedData, inboxPageData } from '@/lib/http/api/answers/data';
import { anySectionParams } from '@/lib/http/api/route/section-params';
import { routeContract } from '@/lib/http/api/route/contract';
import { deleteItemQuery } from '@/lib/staff/admin/request-schemas';
import { inboxQuery } from '@/lib/staff/inbox/contract';

/** GET /api/v1/adm/{section}: a content section's items as `{section, id, data}`, or an inbox section's page. */
export const GET = routeContract({
  method: 'GET',
  summary:
    "A content section's items; an inbox section's filtered page, newest first, as {items, total} (the query applies to inbox sections; the section's right)",
  tag: 'admin',
  access: 'path-section',
  params: anySectionParams,
  query: inboxQuery,
  data: z.union([adminItemListData, inboxPageData]),
  example: {
    params: { section: 'requests' },
    query: { page: 1, per_page: 20, status: 'new', from: '01.01.2026', to: '2026-01-31' },
  },
});

/** DELETE /api/v1/adm/{section}?id=: deletes one item (audited; a content section's pages expire; an inbox item's file goes with it). */
export const DELETE = routeContract({
  method: 'DELETE',
  summary: "Deletes one item; an inbox item's résumé file with it (the section's right; audited)",
  tag: 'admin',
  access: 'path-section',
  params: anySectionParams,
  query: deleteItemQuery,
  data: deletedData,
  errors: ['not_found'],
});
