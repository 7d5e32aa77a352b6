import { ratingsSummaryData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';
import { summaryQuery } from '@/lib/staff/inbox/request-schemas';

/** GET /api/v1/adm/ratings/summary?from&to: per kind of event count, average, distribution, reasons; low ratings first (the ratings right). */
export const GET = routeContract({
  method: 'GET',
  summary:
    'Per kind of event over a range of Tashkent days: count, average, distribution 1–5, reasons ranked; low ratings (1–2) newest first (ratings right)',
  tag: 'admin',
  access: 'ratings',
  query: summaryQuery,
  data: ratingsSummaryData,
  example: { query: { from: '2026-01-01', to: '31.03.2026' } },
});
