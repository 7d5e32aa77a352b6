/** Storing a visitor's interest in the network at an address it does not reach yet. */
import 'server-only';
import type { Db } from '@/lib/platform/db/client';
import type { Lang } from '@/lib/platform/i18n/locales';
import { canonicalPlace } from './canonical';
import { buildingKey, districtKey } from './normalise';
import type { InterestOutput } from './schema';
import { coverageInterest } from './table';

/** Stores the interest with its building's key (by the hierarchy's names where it knows them); returns its id. */
export async function storeInterest(db: Db, input: Omit<InterestOutput, 'altcha'>, lang: Lang): Promise<number> {
  const { district, street, house } = input.address;
  const place = await canonicalPlace(db, district, street);
  const [row] = await db
    .insert(coverageInterest)
    .values({
      name: input.name,
      phone: input.phone,
      district,
      street,
      house,
      districtKey: districtKey(place.district),
      buildingKey: buildingKey(place.district, place.street, house),
      lang,
    })
    .returning({ id: coverageInterest.id });
  return row!.id;
}
