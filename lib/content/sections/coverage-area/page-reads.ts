/** The districts as the admin's coverage and outage editors read them, on the shared database. */
import 'server-only';
import { getDb } from '@/lib/platform/db';
import { listDistrictIds } from './write';

/** Districts with their ids and regions, so an editor can fill `district_id`. */
export async function readDistrictIds() {
  return listDistrictIds(await getDb());
}
