/** Reads of the address hierarchy (SPEC §3): regions → districts → buildings. Names come in the caller's language. */
import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/platform/db';
import type { Lang } from '@/lib/platform/i18n/locales';
import { cachedRead } from '@/lib/content/site/cache';
import { sortAddresses } from './natural-order';
import type { SearchableStreet } from './search';
import { addresses, districts, regions } from './table';

/** A building as the coverage check shows it. */
export type AddressRow = {
  id: number;
  region: string;
  district: string;
  street: string;
  building: string;
  in_coverage: boolean;
  technology: string | null;
};

/** Region names (level 0). */
export const listRegions = cachedRead('regions', ['ca'], async (lang: Lang) => {
  const db = await getDb();
  const rows = await db.select().from(regions).orderBy(asc(regions.position), asc(regions.id));
  return rows.map((r) => r.name[lang]);
});

/** District names (level 1), of one region when its name (in either language) is given. */
export const listDistricts = cachedRead('districts', ['ca'], async (lang: Lang, regionName?: string) => {
  const db = await getDb();
  const query = db
    .select({ name: districts.name })
    .from(districts)
    .innerJoin(regions, eq(regions.id, districts.regionId));
  const rows = await (
    regionName
      ? query.where(sql`(${regions.name}->>'rus' = ${regionName} or ${regions.name}->>'uzb' = ${regionName})`)
      : query
  ).orderBy(asc(regions.position), asc(districts.position), asc(districts.id));
  return rows.map((r) => r.name[lang]);
});

/** Buildings (level 2), of one district when its name (in either language) is given: districts in their order, streets and houses in natural order. */
export const listAddresses = cachedRead(
  'addresses',
  ['ca'],
  async (lang: Lang, districtName?: string): Promise<AddressRow[]> => {
    const db = await getDb();
    const query = db
      .select({ a: addresses, d: districts.name, r: regions.name })
      .from(addresses)
      .innerJoin(districts, eq(districts.id, addresses.districtId))
      .innerJoin(regions, eq(regions.id, districts.regionId));
    const rows = await (
      districtName
        ? query.where(sql`(${districts.name}->>'rus' = ${districtName} or ${districts.name}->>'uzb' = ${districtName})`)
        : query
    ).orderBy(asc(regions.position), asc(districts.position), asc(districts.id));
    // Text order puts "10" before "2": SQL gives the districts' order, each district's rows are sorted here.
    const byDistrict = new Map<number, AddressRow[]>();
    for (const { a, d, r } of rows) {
      const list = byDistrict.get(a.districtId) ?? [];
      list.push({
        id: a.id,
        region: r[lang],
        district: d[lang],
        street: a.street[lang],
        building: a.building,
        in_coverage: a.inCoverage,
        technology: a.technology,
      });
      byDistrict.set(a.districtId, list);
    }
    return [...byDistrict.values()].flatMap((list) => sortAddresses(list, lang));
  },
);

/** Each district's streets with their buildings' numbers, named in both languages: what the address search reads. */
export const listSearchableStreets = cachedRead('searchable-streets', ['ca'], async (): Promise<SearchableStreet[]> => {
  const db = await getDb();
  return db
    .select({
      districtId: addresses.districtId,
      street: addresses.street,
      district: districts.name,
      buildings: sql<string[]>`array_agg(${addresses.building} order by ${addresses.building})`,
    })
    .from(addresses)
    .innerJoin(districts, eq(districts.id, addresses.districtId))
    .groupBy(addresses.districtId, addresses.street, districts.name)
    .orderBy(asc(addresses.districtId));
});
