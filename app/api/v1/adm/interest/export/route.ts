import { NO_STORE } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getDb } from '@/lib/platform/db';
import { exportFileName } from '@/lib/staff/inbox/csv-text';
import { interestCsv } from '@/lib/visitors/interest/csv';
import * as contract from './contract';

/** GET /api/v1/adm/interest/export?district=&lang=: the interest list as a CSV download, column names in `lang`. */
export const GET = defineRoute(
  contract.GET,
  async ({ query: { lang, district } }) =>
    new Response(await interestCsv(await getDb(), district, lang), {
      headers: {
        ...NO_STORE,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${exportFileName('interest', new Date())}"`,
        'X-Content-Type-Options': 'nosniff',
      },
    }),
);
