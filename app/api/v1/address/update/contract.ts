import { adminItemData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';
import { addressUpdateSchema } from '@/lib/content/sections/coverage-area/import-schema';

/** POST /api/v1/address/update {id, building?, in_coverage?, technology?}: changes one building (ca right; audited). */
export const POST = routeContract({
  method: 'POST',
  summary: 'Changes one building of the coverage area (ca right; audited)',
  tag: 'admin',
  access: 'ca',
  body: addressUpdateSchema,
  data: adminItemData,
  errors: ['not_found'],
});
