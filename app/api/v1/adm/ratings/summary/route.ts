import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getDb } from '@/lib/platform/db';
import { ratingsSummary } from '@/lib/staff/inbox/ratings/summary';
import * as contract from './contract';

/** GET /api/v1/adm/ratings/summary?from&to: per kind of event count, average, distribution, reasons; low ratings first (the ratings right). */
export const GET = defineRoute(contract.GET, async ({ query }) => ok(await ratingsSummary(await getDb(), query)));
