import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import * as contract from './contract';

/** GET /api/v1/health/live: unsigned; 200 while the process can answer, whatever the database does. */
export const GET = defineRoute(contract.GET, async () => ok({ live: true }));
