import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { apiError } from '@/lib/api/errors';
import { currentTariffs } from '@/lib/billing/tariffs';

/** GET /api/v1/billing/tariffs: tariff series and tariffs as billing describes them (the last known ones while billing is down). */
export const GET = apiHandler(async () => {
  const current = await currentTariffs();
  if (!current) throw apiError('unavailable');
  return ok({ series: current.series, tariffs: current.tariffs });
});
