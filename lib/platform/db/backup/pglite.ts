/**
 * Backup and restore of the embedded database: PGlite's own dump of its data directory
 * (a gzipped tarball of DATA_DIR/pg), taken and put back under the data directory lock, so
 * never while the site server has it open.
 */
import 'server-only';
import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
import path from 'node:path';
import { acquireDataDirLock } from '../data-dir-lock';
import { writeBackup } from './backup-file';
import { BackupError } from './errors';

const databaseDir = (dataDir: string) => path.join(path.resolve(dataDir), 'pg');

/** Runs `fn` holding the lock on the data directory (refused with DataDirBusyError while the server runs). */
async function withDataDir<T>(dataDir: string, fn: () => Promise<T>): Promise<T> {
  const release = acquireDataDirLock(path.resolve(dataDir));
  try {
    return await fn();
  } finally {
    release();
  }
}

/** Writes the embedded database of `dataDir` to `file`. */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  const dir = databaseDir(dataDir);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION')))
    throw new BackupError(`There is no embedded database in ${dir} to back up (is DATA_DIR right?).`);
  await withDataDir(dataDir, async () => {
    const client = new PGlite(dir);
    try {
      await client.waitReady; // dumpDataDir does not wait for start-up itself
      const tarball = await client.dumpDataDir('gzip');
      const bytes = Buffer.from(await tarball.arrayBuffer());
      await writeBackup(file, async (fd) => fs.writeFileSync(fd, bytes));
    } finally {
      await client.close();
    }
  });
}

/**
 * Puts the backup `file` in place as the embedded database of `dataDir`. An existing database is
 * replaced only with `force`, and then kept aside (returned) rather than deleted. The backup is
 * unpacked and opened in a staging directory first, so a bad file changes nothing.
 */
export async function restorePglite(
  dataDir: string,
  file: string,
  force: boolean,
): Promise<{ keptAside: string | null }> {
  const dir = databaseDir(dataDir);
  const tarball = fs.readFileSync(file);
  return withDataDir(dataDir, async () => {
    const exists = fs.existsSync(dir) && fs.readdirSync(dir).length > 0;
    if (exists && !force) {
      throw new BackupError(
        `${dir} already holds a database, and restoring replaces all of its data with the backup's. ` +
          'Run again with --force to replace it (the current one is kept aside next to it), or point DATA_DIR at an empty directory.',
      );
    }
    const stamp = new Date().toISOString().replace(/[-:.]/g, '');
    const staging = `${dir}.restoring-${stamp}`;
    try {
      const client = new PGlite(staging, { loadDataDir: new Blob([tarball]) });
      await client.waitReady;
      await client.query('select 1');
      await client.close();
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true });
      throw new BackupError(`${file} could not be opened as an embedded database: ${(error as Error).message}`);
    }
    const keptAside = exists ? `${dir}.before-restore-${stamp}` : null;
    if (keptAside) fs.renameSync(dir, keptAside);
    fs.renameSync(staging, dir);
    return { keptAside };
  });
}
