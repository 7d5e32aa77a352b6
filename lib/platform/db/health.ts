/** A database round trip for the health check. */
import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from './index';

/** Resolves when the database answers a trivial query. */
export async function pingDatabase(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`select 1`);
}
