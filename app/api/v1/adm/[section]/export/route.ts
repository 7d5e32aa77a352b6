import { apiHandler } from '@/lib/api/handler';
import { NO_STORE } from '@/lib/api/envelope';
import { parseQuery } from '@/lib/api/parse';
import { getDb } from '@/lib/db';
import { exportCsv, exportFileName } from '@/lib/inbox/csv';
import { requireInboxRight } from '@/lib/inbox/guard';
import { exportQuery } from '@/lib/inbox/request-schemas';

/** GET /api/v1/adm/{section}/export?filters&lang=: the filtered list as a CSV download, column names in `lang`. */
export const GET = apiHandler<{ section: string }>(async (req, { params }) => {
  const { section } = await requireInboxRight(req, params.section);
  const { lang, ...filters } = parseQuery(req.nextUrl, exportQuery);
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
