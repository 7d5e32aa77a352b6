import { routeContract } from '@/lib/http/api/route/contract';
import { interestExportQuery } from '@/lib/visitors/interest/query';

/** GET /api/v1/adm/interest/export?district=&lang=: the interest list as a CSV download, column names in `lang`. */
export const GET = routeContract({
  method: 'GET',
  summary:
    'The interest list as CSV (UTF-8 with BOM, column names in lang, one row per person, grouped by building; the interest right)',
  tag: 'admin',
  access: 'interest',
  query: interestExportQuery,
  answer: { status: 200, mediaTypes: ['text/csv'], description: 'The CSV file, as an attachment.' },
});
