/** `npm run db:backup` / `db:restore` behind the CLI: the embedded database or the PostgreSQL server, as configured. */
import 'server-only';
import path from 'node:path';
import type { DbTarget } from '../client';
import { backupKindOf, defaultBackupPath, type BackupKind } from './backup-file';
import { BackupError } from './errors';
import { backupPglite, restorePglite } from './pglite';
import { backupPostgres, restorePostgres } from './postgres';
import { askRunningServer } from './socket-client';

const NAME: Record<BackupKind, string> = { pglite: 'the embedded database (PGlite)', postgres: 'a PostgreSQL server' };

const kindOf = (target: DbTarget): BackupKind => (target.databaseUrl ? 'postgres' : 'pglite');

/**
 * Backs up the configured database to `out` (default under DATA_DIR/backups); returns the file
 * written and whether the running site server wrote it (the embedded database while it serves).
 */
export async function backupDatabase(target: DbTarget, out?: string): Promise<{ file: string; byServer: boolean }> {
  const kind = kindOf(target);
  const file = out ? path.resolve(out) : defaultBackupPath(target.dataDir, kind);
  if (target.databaseUrl) {
    await backupPostgres(target.databaseUrl, file);
    return { file, byServer: false };
  }
  // A server that has the embedded database open writes the backup itself; without one, this process does.
  if (target.dataDir !== 'memory:' && (await askRunningServer(target.dataDir, file)) !== null)
    return { file, byServer: true };
  await backupPglite(target.dataDir, file);
  return { file, byServer: false };
}

/** Restores the backup `file` into the configured database; refuses a database with data unless `force`. */
export async function restoreDatabase(
  target: DbTarget,
  file: string,
  force: boolean,
): Promise<{ keptAside: string | null }> {
  const kind = kindOf(target);
  const fileKind = backupKindOf(file);
  if (fileKind !== kind) {
    throw new BackupError(
      `${file} is a backup of ${NAME[fileKind]}, but this site is configured for ${NAME[kind]} (DATABASE_URL is ${target.databaseUrl ? 'set' : 'unset'}).`,
    );
  }
  if (target.databaseUrl) {
    await restorePostgres(target.databaseUrl, file, force);
    return { keptAside: null };
  }
  return restorePglite(target.dataDir, file, force);
}
