/** Store of the coverage area's buildings, by district, street and building. */
import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/platform/db/client';
import { columnsByName } from '../shared/columns-by-name';
import { numericStore } from '../shared/numeric-store';
import { caData } from './schema';
import { addresses, districts, regions } from './table';

/** The buildings of the coverage area. */
export const caStore = numericStore<typeof addresses, z.output<typeof caData>>({
  table: addresses,
  order: (t) => [asc(t.districtId), asc(t.building)],
  ...columnsByName(addresses, caData),
});

/** Districts with their ids and regions, so an editor can fill `district_id`. */
export async function listDistrictIds(db: Db) {
  return db
    .select({ id: districts.id, name: districts.name, region: regions.name })
    .from(districts)
    .innerJoin(regions, eq(regions.id, districts.regionId))
    .orderBy(asc(regions.position), asc(districts.position), asc(districts.id));
}
