import { ok } from '@/lib/http/api/envelope';
import { fail } from '@/lib/platform/errors/domain-error';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { currentTariffs } from '@/lib/visitors/billing/tariffs';
import * as contract from './contract';

/** GET /api/v1/billing/tariffs: tariff series and tariffs as billing describes them (the last known ones while billing is down). */
export const GET = defineRoute(contract.GET, async () => {
  const current = await currentTariffs();
  if (!current) throw fail('unavailable');
  return ok({ series: current.series, tariffs: current.tariffs });
});
