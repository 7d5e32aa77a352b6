/**
 * The application's one database, opened on first use and shared by the whole process. Opening is
 * all this module does: preparing a database (migrations, demo content, the first admin account,
 * files from the upload folder) is an explicit step the server's start-up takes before it serves
 * (lib/ops/start-up/server-start.ts), as do the CLI commands. Kept on globalThis because Next bundles
 * route handlers and pages separately and each bundle must share it.
 */
import 'server-only';
import { env } from '@/lib/platform/env';
import { openDb, type Db, type ListenSource, type OpenDb } from './client';

export type { Db } from './client';

const KEY = Symbol.for('isp-site.db');
type Holder = { [KEY]?: Promise<OpenDb> };

/** The process-wide database, opened (never prepared) on first call, with the way to close it. */
export function openSharedDb(): Promise<OpenDb> {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const config = env();
    holder[KEY] = openDb({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      timeouts: { connectMs: config.DB_CONNECT_TIMEOUT_MS, statementMs: config.DB_STATEMENT_TIMEOUT_MS },
    });
    holder[KEY].catch(() => {
      delete holder[KEY]; // let the next request try again
    });
  }
  return holder[KEY];
}

/** The process-wide database, opened on first call. */
export async function getDb(): Promise<Db> {
  return (await openSharedDb()).db;
}

/** Where to listen to the process-wide database's notifications (opening it on first call). */
export async function getListenSource(): Promise<ListenSource> {
  return (await openSharedDb()).listen;
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
