/**
 * `npm run db:restore -- <file> [--force]`: puts a backup made by db:backup back into the
 * configured database. A database that already holds data is replaced only with --force. With
 * the embedded database it is refused while the site server runs; stop the site for a
 * PostgreSQL restore too, and start it again afterwards (start-up applies newer migrations and
 * empties the page cache).
 */
import { parseArgs } from 'node:util';
import { restoreDatabase } from '@/lib/platform/db/backup';
import { openDb } from '@/lib/platform/db/client';
import { expireEveryTag } from '@/lib/platform/invalidation/expire-all';
import { env } from '@/lib/platform/env';
import { runMain } from './run-main';

const USAGE = 'Usage: npm run db:restore -- <backup file> [--force]';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1) throw new Error(USAGE);
  const file = positionals[0]!;
  const config = env();
  const { keptAside } = await restoreDatabase(
    { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR },
    file,
    values.force,
  );
  // A shared cache (Redis) outlives the restart: nothing it holds from before the restore may be served.
  const restored = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await expireEveryTag(restored.db);
  } finally {
    await restored.close();
  }
  console.log(
    `Restored ${file} into ${config.DATABASE_URL ? 'the PostgreSQL server' : `the embedded database in ${config.DATA_DIR}`}.`,
  );
  if (keptAside) console.log(`The database it replaced is kept in ${keptAside}; delete it when you no longer need it.`);
  console.log('Start the site again (npm start): it applies newer migrations and empties its page cache.');
}

runMain(main);
