import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { callBilling } from '@/lib/billing/call';

/** GET /api/v1/billing/tariffs: tariff series and tariffs as billing describes them. */
export const GET = apiHandler(async () => ok(await callBilling((b) => b.tariffs())));
