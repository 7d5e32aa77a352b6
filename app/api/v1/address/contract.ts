import { importData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';
import { coverageImportSchema } from '@/lib/content/sections/coverage-area/import-schema';

/** POST /api/v1/address {csv, dry_run}: checks (per-row errors) or imports the coverage CSV, all or nothing (ca right). */
export const POST = routeContract({
  method: 'POST',
  summary: 'Checks (dry_run) or imports the coverage CSV, all or nothing (ca right)',
  tag: 'admin',
  access: 'ca',
  body: coverageImportSchema,
  data: importData,
});
