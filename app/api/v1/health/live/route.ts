import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';

/** GET /api/v1/health/live: unsigned; 200 while the process can answer, whatever the database does. */
export const GET = apiHandler(async () => ok({ live: true }), { signed: false });
