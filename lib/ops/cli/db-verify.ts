/**
 * `npm run db:verify -- <backup file>`: restores the backup into a temporary place (a scratch
 * directory for the embedded database, a scratch database on the DATABASE_URL server for a
 * pg_dump file), opens it, checks its migration journal and prints the rows of every table and
 * the stored files. Exits 0 only when all of that worked.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { verifyBackup } from '@/lib/platform/db/backup/verify';
import { env } from '@/lib/platform/env';
import { runMain } from './run-main';

const USAGE = 'Usage: npm run db:verify -- <backup file>';

async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true, strict: true });
  if (positionals.length !== 1) throw new Error(USAGE);
  const file = positionals[0]!;
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist.`);
  const report = await verifyBackup(file, env().DATABASE_URL);
  const width = Math.max(...report.tables.map((t) => t.name.length));
  console.log(`${file} restores and opens.`);
  console.log(
    `Migrations: ${report.migrations.applied} applied (this version of the site has ${report.migrations.known}).`,
  );
  console.log('Rows per table:');
  for (const table of report.tables) console.log(`  ${table.name.padEnd(width)}  ${table.rows}`);
  console.log(`Stored files: ${report.storedFiles.count} (${report.storedFiles.bytes} bytes).`);
  console.log('The backup is good.');
}

runMain(main);
