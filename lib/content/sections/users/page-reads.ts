/** The staff accounts as the admin's users page reads them, on the shared database. */
import 'server-only';
import { getDb } from '@/lib/platform/db';
import { listUsers, type UserRow } from './accounts';

/** Every staff account. */
export async function readUsers(): Promise<UserRow[]> {
  return listUsers(await getDb());
}
