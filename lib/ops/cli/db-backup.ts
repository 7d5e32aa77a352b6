/**
 * `npm run db:backup [-- --out <file>]`: writes a backup of the configured database. The
 * embedded database (PGlite) becomes a gzipped tarball of its data directory, written by the
 * running site server when there is one (over its socket in DATA_DIR) and by this command when
 * not; a PostgreSQL server (DATABASE_URL) becomes a pg_dump SQL file.
 * Without --out the file goes to DATA_DIR/backups/.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { backupDatabase } from '@/lib/platform/db/backup';
import { env } from '@/lib/platform/env';
import { runMain } from './run-main';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true });
  const config = env();
  const target = { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR };
  const { file, byServer } = await backupDatabase(target, values.out);
  const megabytes = (fs.statSync(file).size / 1024 / 1024).toFixed(1);
  if (byServer) console.log('The site server is running: it wrote the backup itself, without stopping.');
  console.log(`Backup written to ${file} (${megabytes} MB). Restore it with: npm run db:restore -- ${file}`);
  console.log(`Check that it restores with: npm run db:verify -- ${file}`);
}

runMain(main);
