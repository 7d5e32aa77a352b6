/**
 * Start-up set-up of a database: open it, apply the migrations, seed the demo content when it is empty
 * and create the first admin account (whose password is printed once). The server installs this as the
 * way its shared database opens (instrumentation.ts), so the first request, which `npm start` makes at
 * once, prepares it; the CLI commands and the integration tests call it directly.
 */
import 'server-only';
import { ensureInitialAdmin } from '@/lib/auth/initial-admin';
import { openDb, type DbTarget, type OpenDb } from '@/lib/db/client';
import { setDatabaseOpener } from '@/lib/db';
import { applyMigrations } from '@/lib/db/migrate';
import { seedDemoContent } from './seed-demo-content';

/** Opens, migrates and prepares a database; used by the server, the CLI and tests. */
export async function prepareDatabase(target: DbTarget, adminEmail: string): Promise<OpenDb> {
  const open = await openDb(target);
  try {
    await applyMigrations(open);
    await seedDemoContent(open.db);
    await ensureInitialAdmin(open.db, adminEmail, target.dataDir);
    return open;
  } catch (error) {
    await open.close();
    throw error;
  }
}

/** Makes the server's shared database prepared on its first use rather than only opened. */
export function prepareDatabaseOnFirstUse(): void {
  setDatabaseOpener(prepareDatabase);
}
