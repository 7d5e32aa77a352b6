/** Marks the interest at buildings a coverage import reached, so staff call those people first. */
import 'server-only';
import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import type { Localized } from '@/lib/db/schema/localized';
import { buildingKey } from './normalise';
import { coverageInterest } from './table';

/** A building an import covers: its district's and street's names in both languages. */
export type CoveredBuilding = { district: Localized; street: Localized; building: string };

/** Sets 'now covered' on every waiting entry of these buildings (a visitor may have written either language). */
export async function markCovered(db: Db, buildings: CoveredBuilding[], now: Date): Promise<number> {
  const keys = new Set<string>();
  for (const b of buildings)
    for (const district of [b.district.rus, b.district.uzb])
      for (const street of [b.street.rus, b.street.uzb]) keys.add(buildingKey(district, street, b.building));
  if (keys.size === 0) return 0;
  const marked = await db
    .update(coverageInterest)
    .set({ coveredAt: now })
    .where(and(inArray(coverageInterest.buildingKey, [...keys]), isNull(coverageInterest.coveredAt)))
    .returning({ id: coverageInterest.id });
  return marked.length;
}
