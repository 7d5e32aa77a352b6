/**
 * Verifies a backup of the embedded database: the gzip stream is read to its end (a file cut short
 * fails here), the tarball must hold a PostgreSQL data directory, and it is then restored into a
 * temporary directory, opened and checked; the temporary copy is removed afterwards.
 */
import 'server-only';
import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { BackupError } from './errors';
import { checkRestoredCopy, type VerifyReport } from './verify-checks';

/** The names of the entries of an uncompressed tar archive. */
function tarNames(tar: Buffer): string[] {
  const names: string[] = [];
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    if (header.every((byte) => byte === 0)) break;
    const name = header.toString('utf8', 0, 100).replace(/\0.*$/s, '');
    const prefix = header.toString('utf8', 345, 500).replace(/\0.*$/s, '');
    const size = parseInt(header.toString('utf8', 124, 136).replace(/\0.*$/s, '').trim() || '0', 8);
    if (Number.isNaN(size)) break;
    names.push(prefix ? `${prefix}/${name}` : name);
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

/** Throws unless `bytes` are a whole gzipped tarball of a PostgreSQL data directory. */
function checkArchive(file: string, bytes: Buffer): void {
  let tar: Buffer;
  try {
    tar = zlib.gunzipSync(bytes);
  } catch (error) {
    throw new BackupError(
      `${file} is damaged or cut short (${(error as Error).message}): it cannot be restored. Make a new backup.`,
    );
  }
  const names = tarNames(tar);
  for (const needed of ['PG_VERSION', 'global/pg_control'])
    if (!names.some((name) => name === needed || name.endsWith(`/${needed}`)))
      throw new BackupError(
        `${file} is a gzipped file but not a backup of the embedded database (it has no ${needed}).`,
      );
}

/** Restores the backup `file` into a temporary directory and checks it there. */
export async function verifyPgliteBackup(file: string): Promise<VerifyReport> {
  const bytes = fs.readFileSync(file);
  checkArchive(file, bytes);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'isp-verify-'));
  let client: PGlite | undefined;
  try {
    try {
      client = new PGlite(path.join(scratch, 'pg'), { loadDataDir: new Blob([bytes]) });
      await client.waitReady;
    } catch (error) {
      throw new BackupError(`${file} could not be opened as an embedded database: ${(error as Error).message}`);
    }
    const open = client;
    return await checkRestoredCopy(async <T>(sql: string) => (await open.query<T>(sql)).rows);
  } finally {
    await client?.close().catch(() => {});
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
