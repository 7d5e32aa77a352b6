/**
 * CSV import of the coverage area. A dry run parses and validates every row and answers the
 * per-row errors; the real import refuses a file with any error and otherwise writes every row
 * in one transaction (regions and districts are created by name when new), audited once, with the
 * expiry of the coverage area's cache tag (lib/content/site/cache.ts).
 */
import 'server-only';
import Papa from 'papaparse';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { addresses, districts, regions } from './table';
import { fail } from '@/lib/platform/errors/domain-error';
import { expireSections } from '@/lib/content/site/cache';
import type { Staff } from '@/lib/staff/auth/session';
import { issueMessage } from '@/lib/platform/validation/issue-key';
import type { Lang } from '@/lib/platform/i18n/locales';
import { translator } from '@/lib/platform/i18n/translator';
import { csvRowSchema, type CsvRow } from './import-schema';
import { writeAudit } from '@/lib/staff/admin/audit';
import { markCovered, type CoveredBuilding } from '@/lib/visitors/interest/mark-covered';

/** A problem of one CSV row (row 2 is the first row after the header). */
export type RowError = { row: number; field: string; message: string };
/** The answer of an import or its dry run. */
export type ImportResult = { rows: number; errors: RowError[]; imported: number };

/** Parses and validates the CSV text; `empty` when it holds no row after the header (nothing to import). */
export function checkCsv(csv: string, lang: Lang): { rows: CsvRow[]; errors: RowError[]; empty: boolean } {
  const t = translator(lang, 'Validation');
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const rows: CsvRow[] = [];
  const errors: RowError[] = parsed.errors.map((e) => ({
    row: (e.row ?? 0) + 2,
    field: '_',
    message: t('invalidCsvRow'),
  }));
  parsed.data.forEach((raw, index) => {
    const result = csvRowSchema.safeParse(raw, { reportInput: true });
    if (result.success) rows.push(result.data);
    else
      for (const issue of result.error.issues) {
        const { key, values } = issueMessage(issue);
        errors.push({ row: index + 2, field: issue.path.join('.') || '_', message: t(key, values) });
      }
  });
  const empty = parsed.data.length === 0 && errors.length === 0;
  if (empty) errors.push({ row: 2, field: '_', message: t('csvNoRows') });
  return { rows, errors, empty };
}

async function idOf(tx: Db, cache: Map<string, number>, key: string, create: () => Promise<number>): Promise<number> {
  const known = cache.get(key);
  if (known !== undefined) return known;
  const id = await create();
  cache.set(key, id);
  return id;
}

async function regionId(tx: Db, cache: Map<string, number>, name: string) {
  return idOf(tx, cache, name, async () => {
    const [found] = await tx
      .select({ id: regions.id })
      .from(regions)
      .where(sql`${regions.name}->>'rus' = ${name}`);
    if (found) return found.id;
    const [made] = await tx
      .insert(regions)
      .values({ name: { rus: name, uzb: name } })
      .returning({ id: regions.id });
    return made!.id;
  });
}

async function districtId(tx: Db, cache: Map<string, number>, region: number, name: string) {
  return idOf(tx, cache, `${region}/${name}`, async () => {
    const [found] = await tx
      .select({ id: districts.id })
      .from(districts)
      .where(and(eq(districts.regionId, region), sql`${districts.name}->>'rus' = ${name}`));
    if (found) return found.id;
    const [made] = await tx
      .insert(districts)
      .values({ regionId: region, name: { rus: name, uzb: name } })
      .returning({ id: districts.id });
    return made!.id;
  });
}

/** Marks the interest registered at the buildings the import covers (the district's names in both languages). */
async function markInterest(tx: Db, covered: (Omit<CoveredBuilding, 'district'> & { districtId: number })[]) {
  if (covered.length === 0) return;
  const ids = [...new Set(covered.map((c) => c.districtId))];
  const names = new Map(
    (await tx.select().from(districts).where(inArray(districts.id, ids))).map((d) => [d.id, d.name] as const),
  );
  await markCovered(
    tx,
    covered.map((c) => ({ ...c, district: names.get(c.districtId)! })),
    new Date(),
  );
}

/** Checks (dry run) or imports the CSV; a real import with any row error changes nothing. */
export async function importCoverage(
  db: Db,
  staff: Staff,
  csv: string,
  dryRun: boolean,
  lang: Lang,
): Promise<ImportResult> {
  const { rows, errors, empty } = checkCsv(csv, lang);
  if (dryRun) return { rows: empty ? 0 : rows.length + new Set(errors.map((e) => e.row)).size, errors, imported: 0 };
  if (errors.length > 0) throw fail('validation', [{ path: 'csv', key: empty ? 'csvNoRows' : 'invalidCsvRow' }]);
  const expiry = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const regionIds = new Map<string, number>();
    const districtIds = new Map<string, number>();
    const covered: (Omit<CoveredBuilding, 'district'> & { districtId: number })[] = [];
    for (const row of rows) {
      const district = await districtId(tx, districtIds, await regionId(tx, regionIds, row.region), row.district);
      const values = {
        districtId: district,
        street: { rus: row.street_rus, uzb: row.street_uzb },
        building: row.building,
        inCoverage: row.in_coverage,
        technology: row.technology,
      };
      await tx
        .insert(addresses)
        .values(values)
        .onConflictDoUpdate({
          target: [addresses.districtId, addresses.street, addresses.building],
          set: { inCoverage: values.inCoverage, technology: values.technology },
        });
      if (values.inCoverage && values.technology) covered.push({ ...values, districtId: district });
    }
    await markInterest(tx, covered);
    await writeAudit(tx, staff, {
      section: 'ca',
      itemId: 'csv',
      action: 'import',
      before: null,
      after: { rows: rows.length },
    });
    return expireSections(tx, 'ca');
  });
  await expiry.applied();
  return { rows: rows.length, errors: [], imported: rows.length };
}
