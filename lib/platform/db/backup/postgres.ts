/**
 * Backup and restore on a PostgreSQL server (DATABASE_URL): a plain SQL dump by pg_dump, put
 * back by psql in one transaction, so a failed restore leaves the database as it was.
 */
import 'server-only';
import pg from 'pg';
import { writeBackup } from './backup-file';
import { BackupError } from './errors';
import { requireTool, runTool } from './pg-tools';

/** Writes every schema of the database (our tables and drizzle's migration journal) to `file`. */
export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  requireTool('pg_dump');
  // no owners or grants: the dump restores into a database owned by another role
  await writeBackup(file, (fd) =>
    runTool('pg_dump', databaseUrl, ['--format=plain', '--no-owner', '--no-privileges', '--encoding=UTF8'], fd),
  );
}

/** How many tables the database holds outside PostgreSQL's own schemas. */
async function countTables(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * Replaces the database's content with the dump `file`. A database that already has tables is
 * replaced only with `force`: its schemas public and drizzle are dropped in the same
 * transaction that loads the dump.
 */
export async function restorePostgres(databaseUrl: string, file: string, force: boolean): Promise<void> {
  requireTool('psql');
  const tables = await countTables(databaseUrl);
  if (tables > 0 && !force) {
    throw new BackupError(
      `The database already has ${tables} tables, and restoring replaces all of its data with the backup's. ` +
        'Run again with --force to replace it (back it up first if you may need it), or restore into an empty database.',
    );
  }
  const clear = 'DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;';
  await runTool('psql', databaseUrl, [
    '--no-psqlrc',
    '--quiet',
    '--set=ON_ERROR_STOP=1',
    '--single-transaction',
    `--command=${clear}`,
    `--file=${file}`,
  ]);
}
