/** The interest list of the admin: one group per building, the buildings a new import reached first, then by demand. */
import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { coverageInterest } from './table';

/** The most entries one list or export reads. */
export const INTEREST_CAP = 10_000;

/** One person who asked. */
export type InterestPerson = { id: number; name: string; phone: string; created_at: Date; covered_at: Date | null };
/** One building and everyone who asked for it, newest first. */
export type InterestGroup = {
  key: string;
  district: string;
  street: string;
  house: string;
  count: number;
  /** When an import last reached the building, while somebody there still waits for a call. */
  covered_at: Date | null;
  people: InterestPerson[];
};

/** The buildings (of one district when its key is given), 'now covered' first, then the most asked for. */
export async function listInterest(db: Db, district?: string): Promise<InterestGroup[]> {
  const rows = await db
    .select()
    .from(coverageInterest)
    .where(district ? eq(coverageInterest.districtKey, district) : undefined)
    .orderBy(desc(coverageInterest.createdAt), desc(coverageInterest.id))
    .limit(INTEREST_CAP);
  const groups = new Map<string, InterestGroup>();
  for (const r of rows) {
    const group = groups.get(r.buildingKey) ?? {
      key: r.buildingKey,
      district: r.district,
      street: r.street,
      house: r.house,
      count: 0,
      covered_at: null,
      people: [],
    };
    group.count += 1;
    if (r.coveredAt && (!group.covered_at || r.coveredAt > group.covered_at)) group.covered_at = r.coveredAt;
    group.people.push({ id: r.id, name: r.name, phone: r.phone, created_at: r.createdAt, covered_at: r.coveredAt });
    groups.set(r.buildingKey, group);
  }
  return [...groups.values()].sort(
    (a, b) => Number(Boolean(b.covered_at)) - Number(Boolean(a.covered_at)) || b.count - a.count,
  );
}

/** The districts somebody asked in: key and the name as the newest visitor wrote it, by name. */
export async function interestDistricts(db: Db): Promise<{ key: string; name: string }[]> {
  const rows = await db
    .selectDistinctOn([coverageInterest.districtKey], {
      key: coverageInterest.districtKey,
      name: coverageInterest.district,
    })
    .from(coverageInterest)
    .orderBy(coverageInterest.districtKey, desc(coverageInterest.createdAt));
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}
