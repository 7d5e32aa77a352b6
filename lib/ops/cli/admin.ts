/**
 * `npm run admin -- create|reset-password …`: manages staff accounts from the command line.
 * Migrates a fresh data directory first; with the embedded database it refuses clearly while
 * the site server holds the data directory (PostgreSQL works at any time).
 */
import { prepareDatabase } from '@/lib/ops/start-up/prepare-database';
import { DataDirBusyError } from '@/lib/platform/db/data-dir-lock';
import { env } from '@/lib/platform/env';
import { runAdminCommand, UsageError } from '@/lib/staff/admin/cli-commands';

async function main(): Promise<void> {
  const config = env();
  const open = await prepareDatabase(
    { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR },
    config.ADMIN_EMAIL,
  );
  try {
    for (const line of await runAdminCommand(open.db, process.argv.slice(2))) console.log(line);
  } finally {
    await open.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirBusyError || error instanceof UsageError) console.error(error.message);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
