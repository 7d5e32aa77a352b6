import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getDb } from '@/lib/platform/db';
import { importCoverage } from '@/lib/content/sections/coverage-area/import';
import * as contract from './contract';

/** POST /api/v1/address {csv, dry_run}: checks (per-row errors) or imports the coverage CSV, all or nothing (ca right). */
export const POST = defineRoute(contract.POST, async ({ staff, lang, body: { csv, dry_run } }) =>
  ok(await importCoverage(await getDb(), staff, csv, dry_run, lang)),
);
