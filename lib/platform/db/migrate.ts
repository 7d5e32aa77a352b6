/** Applies the committed migrations of lib/platform/db/migrations to an open database. */
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import type { OpenDb } from './client';

/** Folder of the generated SQL migrations, resolved from the project root. */
export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'lib/platform/db/migrations');

/** Brings the schema up to date; safe to run on every start. */
export async function applyMigrations(open: OpenDb): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  // Each driver ships its own migrator; both read the same journal.
  if (open.kind === 'pglite') await migratePglite(open.db as never, config);
  else await migratePg(open.db as never, config);
}
