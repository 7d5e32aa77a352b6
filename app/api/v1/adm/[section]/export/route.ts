import { NO_STORE } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getDb } from '@/lib/platform/db';
import { exportCsv, exportFileName } from '@/lib/staff/inbox/csv';
import * as contract from './contract';

/** GET /api/v1/adm/{section}/export?filters&lang=: the filtered list as a CSV download, column names in `lang`. */
export const GET = defineRoute(contract.GET, async ({ params: { section }, query: { lang, ...filters } }) => {
  const csv = await exportCsv(await getDb(), section, filters, lang);
  return new Response(csv, {
    headers: {
      ...NO_STORE,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(section, new Date())}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
