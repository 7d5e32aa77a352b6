/**
 * What `npm run db:verify` checks in a backup once it is restored somewhere temporary: its
 * migration journal against this code's migrations, the rows of every table and the stored files.
 * Both databases answer the same SQL, so the checks take a plain query function.
 */
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER } from '../migrate';
import { BackupError } from './errors';

/** Runs one SQL statement on the restored copy and answers its rows. */
export type Query = <T>(sql: string) => Promise<T[]>;

/** What a restored backup holds. */
export type VerifyReport = {
  migrations: { applied: number; known: number };
  tables: { name: string; rows: number }[];
  storedFiles: { count: number; bytes: number };
};

async function checkJournal(query: Query): Promise<VerifyReport['migrations']> {
  let applied: { hash: string; created_at: string }[];
  try {
    applied = await query('select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by id');
  } catch {
    throw new BackupError(
      'The backup has no migration journal (drizzle.__drizzle_migrations): it is not a site database.',
    );
  }
  if (applied.length === 0)
    throw new BackupError("The backup's migration journal is empty: no schema was ever applied.");
  const known = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const knownHashes = new Set(known.map((m) => m.hash));
  const unknown = applied.filter((m) => !knownHashes.has(m.hash));
  if (unknown.length > 0)
    throw new BackupError(
      `The backup records ${unknown.length} migration(s) this version of the site does not have: it comes from another version; verify and restore it with that version.`,
    );
  return { applied: applied.length, known: known.length };
}

/** Checks the restored copy; throws a BackupError saying what is wrong. */
export async function checkRestoredCopy(query: Query): Promise<VerifyReport> {
  const migrations = await checkJournal(query);
  const names = await query<{ name: string }>(
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const tables: VerifyReport['tables'] = [];
  for (const { name } of names) {
    const quoted = name
      .split('.')
      .map((part) => `"${part.replace(/"/g, '""')}"`)
      .join('.');
    const [row] = await query<{ n: string | number }>(`select count(*) as n from ${quoted}`);
    tables.push({ name, rows: Number(row?.n ?? 0) });
  }
  const [files] = await query<{ n: string | number; bytes: string | number }>(
    'select count(*) as n, coalesce(sum(size), 0) as bytes from public.stored_files',
  );
  return { migrations, tables, storedFiles: { count: Number(files?.n ?? 0), bytes: Number(files?.bytes ?? 0) } };
}
