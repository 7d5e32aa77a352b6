/**
 * The district and street a visitor typed, as the address hierarchy names them in Russian when it knows them
 * in either language, so a Russian and an Uzbek visitor at one building land in one group.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import type { Localized } from '@/lib/platform/db/schema/localized';
import { addresses, districts } from '@/lib/content/sections/coverage-area/table';
import { normalisePart } from './normalise';

const named = (name: Localized, typed: string) =>
  normalisePart(name.rus) === normalisePart(typed) || normalisePart(name.uzb) === normalisePart(typed);

/** The Russian names of the typed district and street where the hierarchy has them; the typed text otherwise. */
export async function canonicalPlace(
  db: Db,
  district: string,
  street: string,
): Promise<{ district: string; street: string }> {
  const known = (await db.select().from(districts)).find((d) => named(d.name, district));
  if (!known) return { district, street };
  const streets = await db
    .selectDistinct({ street: addresses.street })
    .from(addresses)
    .where(eq(addresses.districtId, known.id));
  const match = streets.find((s) => named(s.street, street));
  return { district: known.name.rus, street: match ? match.street.rus : street };
}
