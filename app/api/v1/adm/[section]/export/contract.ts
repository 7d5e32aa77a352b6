import { inboxSectionParams } from '@/lib/http/api/route/section-params';
import { routeContract } from '@/lib/http/api/route/contract';
import { exportQuery } from '@/lib/staff/inbox/request-schemas';

/** GET /api/v1/adm/{section}/export?filters&lang=: the filtered list as a CSV download, column names in `lang`. */
export const GET = routeContract({
  method: 'GET',
  summary:
    "The filtered list as CSV (UTF-8 with BOM, column names in lang, at most 10 000 rows, newest first; the section's right)",
  tag: 'admin',
  access: 'path-section',
  params: inboxSectionParams,
  query: exportQuery,
  answer: { status: 200, mediaTypes: ['text/csv'], description: 'The CSV file, as an attachment.' },
  example: { params: { section: 'requests' }, query: { status: 'new', from: '2026-01-01', to: '2026-01-31' } },
});
