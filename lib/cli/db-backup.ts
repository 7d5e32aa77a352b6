/**
 * `npm run db:backup [-- --out <file>]`: writes a backup of the configured database. The
 * embedded database (PGlite) becomes a gzipped tarball of its data directory, and is refused
 * while the site server holds it; a PostgreSQL server (DATABASE_URL) becomes a pg_dump SQL file.
 * Without --out the file goes to DATA_DIR/backups/.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { backupDatabase } from '@/lib/db/backup';
import { env } from '@/lib/env';
import { runMain } from './run-main';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true });
  const config = env();
  const file = await backupDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }, values.out);
  const megabytes = (fs.statSync(file).size / 1024 / 1024).toFixed(1);
  console.log(`Backup written to ${file} (${megabytes} MB). Restore it with: npm run db:restore -- ${file}`);
}

runMain(main);
