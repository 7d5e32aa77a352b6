import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { parseQuery } from '@/lib/api/parse';
import { getDb } from '@/lib/db';
import { requireInboxRight } from '@/lib/inbox/guard';
import { ratingsSummary } from '@/lib/inbox/ratings-summary';
import { summaryQuery } from '@/lib/inbox/request-schemas';

/** GET /api/v1/adm/ratings/summary?from&to: per kind of event count, average, distribution, reasons; low ratings first (the ratings right). */
export const GET = apiHandler(async (req) => {
  await requireInboxRight(req, 'ratings');
  return ok(await ratingsSummary(await getDb(), parseQuery(req.nextUrl, summaryQuery)));
});
