/**
 * The application's one database: opened on first use, migrated, seeded with the demo
 * content when empty, and given its first admin account. A fresh embedded database is a copy
 * of the build's schema template (lib/db/template.mjs) with the migrations already applied;
 * migrating at every open still brings one made by an older build forward. Kept on globalThis
 * because Next bundles route handlers and pages separately and each bundle must share it.
 */
import 'server-only';
import { env } from '@/lib/env';
import { openDb, type Db, type DbTarget, type OpenDb } from './client';
import { applyMigrations } from './migrate';
import { seedDemoContent } from './seed';
import { ensureInitialAdmin } from '@/lib/auth/initial-admin';

export type { Db } from './client';

const KEY = Symbol.for('isp-site.db');
type Holder = { [KEY]?: Promise<OpenDb> };

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

/** The process-wide database, prepared on first call. */
export async function getDb(): Promise<Db> {
  return (await openShared()).db;
}

function openShared(): Promise<OpenDb> {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const config = env();
    holder[KEY] = prepareDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }, config.ADMIN_EMAIL);
    holder[KEY].catch(() => {
      delete holder[KEY]; // let the next request try again
    });
  }
  return holder[KEY];
}

/** Closes the process-wide database (graceful shutdown, tests). */
export async function closeDb(): Promise<void> {
  const holder = globalThis as Holder;
  const pending = holder[KEY];
  delete holder[KEY];
  if (pending) await (await pending).close();
}

/** Uses a given open database as the process-wide one (integration tests). */
export function installTestDatabase(open: OpenDb): void {
  (globalThis as Holder)[KEY] = Promise.resolve(open);
}
