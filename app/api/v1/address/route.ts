import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { parseBody } from '@/lib/api/parse';
import { getDb } from '@/lib/db';
import { requireRight } from '@/lib/auth/require-right';
import { importCoverage } from '@/lib/sections/coverage-area/import';
import { coverageImportSchema } from '@/lib/sections/coverage-area/import-schema';

/** POST /api/v1/address {csv, dry_run}: checks (per-row errors) or imports the coverage CSV, all or nothing (ca right). */
export const POST = apiHandler(async (req, { lang }) => {
  const staff = await requireRight(req, 'ca');
  const { csv, dry_run } = await parseBody(req, coverageImportSchema);
  return ok(await importCoverage(await getDb(), staff, csv, dry_run, lang));
});
