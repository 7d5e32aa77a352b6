import { apiHandler } from '@/lib/api/handler';
import { NO_STORE } from '@/lib/api/envelope';
import { parseQuery } from '@/lib/api/parse';
import { getDb } from '@/lib/db';
import { exportFileName } from '@/lib/inbox/csv-text';
import { interestCsv } from '@/lib/interest/csv';
import { requireInterestRight } from '@/lib/interest/guard';
import { interestExportQuery } from '@/lib/interest/query';

/** GET /api/v1/adm/interest/export?district=&lang=: the interest list as a CSV download, column names in `lang`. */
export const GET = apiHandler(async (req) => {
  await requireInterestRight(req);
  const { lang, district } = parseQuery(req.nextUrl, interestExportQuery);
  return new Response(await interestCsv(await getDb(), district, lang), {
    headers: {
      ...NO_STORE,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName('interest', new Date())}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
