/**
 * `npm run db:migrate`: applies the committed migrations (and, on a fresh database, the demo
 * content and the first admin account) without starting the site. With the embedded database
 * it refuses clearly while the site server holds the data directory.
 */
import { prepareDatabase } from '@/lib/ops/start-up/prepare-database';
import { DataDirBusyError } from '@/lib/platform/db/data-dir-lock';
import { env } from '@/lib/platform/env';

async function main(): Promise<void> {
  const config = env();
  const open = await prepareDatabase(
    { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR },
    config.ADMIN_EMAIL,
  );
  await open.close();
  console.log(
    `Migrations applied (${open.kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL server'}).`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof DataDirBusyError || error instanceof Error ? error.message : error);
  process.exit(1);
});
