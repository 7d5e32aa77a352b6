/** A fingerprint of everything the application has stored, to show that a call stored nothing. */
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';

type Rows = { rows: Record<string, unknown>[] };

// rate_limits counts requests by design; a session's last_seen_at slides with every admin call (its rows still may not come or go).
const NOT_COMPARED = new Set(['rate_limits']);
const COUNTED_ONLY = new Set(['admin_sessions']);

async function tableFingerprint(db: Db, table: string): Promise<string> {
  const content = COUNTED_ONLY.has(table) ? sql`''` : sql`coalesce(md5(string_agg(t::text, ',' order by t::text)), '')`;
  const { rows } = (await db.execute(
    sql`select count(*)::int as n, ${content} as h from ${sql.identifier(table)} t`,
  )) as unknown as Rows;
  return `${rows[0]!.n} rows ${rows[0]!.h}`;
}

/** Row count and content hash of every table (uploaded files included: they are rows of stored_files). */
export async function storedState(db: Db): Promise<Record<string, string>> {
  const { rows } = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as Rows;
  const state: Record<string, string> = {};
  for (const { table_name } of rows) {
    const table = String(table_name);
    if (!NOT_COMPARED.has(table)) state[table] = await tableFingerprint(db, table);
  }
  return state;
}
