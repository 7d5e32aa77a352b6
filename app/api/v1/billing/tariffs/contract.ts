import { tariffsData } from '@/lib/http/api/answers/billing';
import { routeContract } from '@/lib/http/api/route/contract';

/** GET /api/v1/billing/tariffs: tariff series and tariffs as billing describes them (the last known ones while billing is down). */
export const GET = routeContract({
  method: 'GET',
  summary: 'Tariff series and tariffs, texts in both languages (the last known ones while billing is down)',
  tag: 'billing',
  access: 'signed',
  data: tariffsData,
  errors: ['unavailable'],
});
