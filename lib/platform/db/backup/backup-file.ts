/**
 * Backup files: where they go by default, how they are written (owner-only, never half a file
 * under the final name) and which database a file is a backup of.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BackupError } from './errors';

/** The embedded database's data directory tarball, or a PostgreSQL server's plain SQL dump. */
export type BackupKind = 'pglite' | 'postgres';

const EXTENSION: Record<BackupKind, string> = { pglite: '.tar.gz', postgres: '.sql' };

/** `<prefix>-<kind>-<UTC time>.<ext>`: names that sort in the order the backups were made. */
export function backupFileName(prefix: string, kind: BackupKind, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${prefix}-${kind}-${stamp}${EXTENSION[kind]}`;
}

/** `DATA_DIR/backups/isp-<kind>-<UTC time>.<ext>`: the file a backup without `--out` is written to. */
export function defaultBackupPath(dataDir: string, kind: BackupKind, now = new Date()): string {
  if (dataDir === 'memory:')
    throw new BackupError(
      'DATA_DIR is memory:, so there is no default place for the backup: give one with --out <file>.',
    );
  return path.resolve(dataDir, 'backups', backupFileName('isp', kind, now));
}

/**
 * Creates `file` for writing, readable by its owner only (a backup holds password hashes and
 * visitors' personal data), and refuses to overwrite an existing one.
 */
function openNewBackupFile(file: string): number {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    return fs.openSync(file, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new BackupError(`${file} already exists: choose another file with --out.`);
    throw error;
  }
}

/** Writes a backup through a `.partial` file renamed at the end, so a failed run leaves no file that looks complete. */
export async function writeBackup(file: string, write: (fd: number) => Promise<void>): Promise<void> {
  if (fs.existsSync(file)) throw new BackupError(`${file} already exists: choose another file with --out.`);
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  const fd = openNewBackupFile(partial);
  try {
    await write(fd);
    fs.fsyncSync(fd);
  } catch (error) {
    fs.closeSync(fd);
    fs.rmSync(partial, { force: true });
    throw error;
  }
  fs.closeSync(fd);
  fs.renameSync(partial, file);
}

/** Which database `file` is a backup of, from its first bytes. */
export function backupKindOf(file: string): BackupKind {
  let head: Buffer;
  try {
    const fd = fs.openSync(file, 'r');
    head = Buffer.alloc(256);
    const read = fs.readSync(fd, head, 0, head.length, 0);
    fs.closeSync(fd);
    head = head.subarray(0, read);
  } catch (error) {
    throw new BackupError(`Cannot read the backup ${file}: ${(error as Error).message}`);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('utf8').includes('PostgreSQL database dump')) return 'postgres';
  throw new BackupError(
    `${file} is not a backup made by npm run db:backup (neither a PGlite data directory tarball nor a pg_dump SQL file).`,
  );
}
