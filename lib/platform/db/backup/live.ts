/**
 * A backup of the embedded database taken by the server that has it open: the same gzipped tarball
 * of its data directory as an offline backup, dumped between transactions, so the copy is the
 * database as of one moment even while staff save and visitors submit. Writes after that moment
 * wait for the dump; those it catches mid-way never reach it.
 */
import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
import { writeBackup } from './backup-file';

/** Writes the open embedded database `client` to the new file `file` (owner-only, via `.partial`); answers its size. */
export async function backupOpenPglite(client: PGlite, file: string): Promise<number> {
  // Flushed first, so a restore of the copy has little write-ahead log to replay.
  await client.exec('CHECKPOINT');
  // Holding the transaction queue: no transaction of the site's is half done in the copy.
  const tarball = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
  const bytes = Buffer.from(await tarball.arrayBuffer());
  await writeBackup(file, async (fd) => fs.writeFileSync(fd, bytes));
  return bytes.byteLength;
}
