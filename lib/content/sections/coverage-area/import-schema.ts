/** The coverage-area CSV import: one row per building, and the request that carries the file. */
import { z } from 'zod';
import { TECHNOLOGY_CHOICES } from './schema';
import { rowId } from '../shared/schema-parts';

const yesNo = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['1', '0', 'true', 'false', 'yes', 'no', 'да', 'нет', 'ha', "yo'q"], { message: 'invalidChoice' }))
  .transform((v) => ['1', 'true', 'yes', 'да', 'ha'].includes(v));

/** One CSV row: region and district by Russian name, the street in both languages, building, coverage, technology. */
export const csvRowSchema = z.object({
  region: z.string().trim().min(1).max(200),
  district: z.string().trim().min(1).max(200),
  street_rus: z.string().trim().min(1).max(200),
  street_uzb: z.string().trim().min(1).max(200),
  building: z.string().trim().min(1).max(20),
  in_coverage: yesNo,
  technology: z.enum(TECHNOLOGY_CHOICES).or(z.literal('').transform(() => null)),
});

/** POST address: the CSV text and whether to only check it. */
export const coverageImportSchema = z.object({
  csv: z.string().min(1).max(60_000),
  dry_run: z.boolean().default(true),
});

/** POST address/update: one building's coverage. */
export const addressUpdateSchema = z.object({
  id: rowId,
  building: z.string().trim().min(1).max(20).optional(),
  in_coverage: z.boolean().optional(),
  technology: z.enum(TECHNOLOGY_CHOICES).nullable().optional(),
});

export type CsvRow = z.output<typeof csvRowSchema>;
