/** The interest list as the admin's page reads it, on the shared database. */
import 'server-only';
import { getDb } from '@/lib/platform/db';
import { interestDistricts, listInterest } from './list';

/** The buildings with who waits there (in `district`, or everywhere) and the districts to filter by. */
export async function readInterestList(district?: string) {
  const db = await getDb();
  const [groups, districts] = await Promise.all([listInterest(db, district), interestDistricts(db)]);
  return { groups, districts };
}
