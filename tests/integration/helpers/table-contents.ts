/**
 * Every table of a database and its rows, read generically (tables listed from
 * information_schema), so a comparison of two databases cannot miss a table added later.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';

const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** `schema.table` names of every table outside PostgreSQL's own schemas, sorted. */
export async function listTables(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select table_schema || '.' || table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1`,
  );
  return rows.map((r) => r.name);
}

/** Each table's rows as JSON texts in a stable order. */
export async function tableContents(db: Db): Promise<Record<string, string[]>> {
  const contents: Record<string, string[]> = {};
  for (const name of await listTables(db)) {
    const [schema, table] = name.split('.') as [string, string];
    const rows = await rowsOf<{ row: string }>(
      db,
      sql`select row_to_json(t)::text as row from ${sql.identifier(schema)}.${sql.identifier(table)} t order by 1`,
    );
    contents[name] = rows.map((r) => r.row);
  }
  return contents;
}

/** Each sequence's last value (what the next serial id follows). */
export async function sequenceValues(db: Db): Promise<Record<string, number>> {
  const values: Record<string, number> = {};
  const sequences = await rowsOf<{ schema: string; name: string }>(
    db,
    sql`select sequence_schema as schema, sequence_name as name from information_schema.sequences`,
  );
  for (const { schema, name } of sequences) {
    const [row] = await rowsOf<{ value: string }>(
      db,
      sql`select last_value as value from ${sql.identifier(schema)}.${sql.identifier(name)}`,
    );
    values[`${schema}.${name}`] = Number(row?.value);
  }
  return values;
}
