/**
 * The application's one database, opened on first use and shared by the whole process. Opening is
 * all this module does: how a database is prepared (migrations, demo content, the first admin account)
 * is the start-up's business (lib/start-up/prepare-database.ts), which installs itself as the opener
 * when the server starts. Kept on globalThis because Next bundles route handlers and pages separately
 * and each bundle must share it.
 */
import 'server-only';
import { env } from '@/lib/env';
import { openDb, type Db, type DbTarget, type ListenSource, type OpenDb } from './client';

export type { Db } from './client';

/** Opens the process-wide database at `target`; the start-up replaces the plain open with its preparation. */
export type DbOpener = (target: DbTarget, adminEmail: string) => Promise<OpenDb>;

const KEY = Symbol.for('isp-site.db');
const OPENER = Symbol.for('isp-site.db-opener');
type Holder = { [KEY]?: Promise<OpenDb>; [OPENER]?: DbOpener };

/** Sets how the process-wide database is opened on first use (the start-up's preparation). */
export function setDatabaseOpener(opener: DbOpener): void {
  (globalThis as Holder)[OPENER] = opener;
}

/** The process-wide database, opened on first call. */
export async function getDb(): Promise<Db> {
  return (await openShared()).db;
}

/** Where to listen to the process-wide database's notifications (opening it on first call). */
export async function getListenSource(): Promise<ListenSource> {
  return (await openShared()).listen;
}

function openShared(): Promise<OpenDb> {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const config = env();
    const open = holder[OPENER] ?? ((target: DbTarget) => openDb(target));
    holder[KEY] = open({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }, config.ADMIN_EMAIL);
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
