/** Marks the interest at buildings a coverage import reached, so staff call those people first. */
import 'server-only';
import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import type { Localized } from '@/lib/platform/db/schema/localized';
import { buildingKey, districtKey } from './normalise';
import { coverageInterest } from './table';

/** A building an import covers: its district's and street's names in both languages. */
export type CoveredBuilding = { district: Localized; street: Localized; building: string };

/**
 * Sets 'now covered' on every waiting entry of these buildings, written in either language, and files them under
 * the building's Russian names, so a street the hierarchy did not know yet joins one group from now on.
 */
export async function markCovered(db: Db, buildings: CoveredBuilding[], now: Date): Promise<number> {
  let marked = 0;
  for (const b of buildings) {
    const keys = new Set<string>();
    for (const district of [b.district.rus, b.district.uzb])
      for (const street of [b.street.rus, b.street.uzb]) keys.add(buildingKey(district, street, b.building));
    const rows = await db
      .update(coverageInterest)
      .set({
        coveredAt: now,
        districtKey: districtKey(b.district.rus),
        buildingKey: buildingKey(b.district.rus, b.street.rus, b.building),
      })
      .where(and(inArray(coverageInterest.buildingKey, [...keys]), isNull(coverageInterest.coveredAt)))
      .returning({ id: coverageInterest.id });
    marked += rows.length;
  }
  return marked;
}
