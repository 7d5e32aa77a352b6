/**
 * Opens the database: PGlite (a real Postgres in WASM) by default, or a PostgreSQL
 * server through `pg` when DATABASE_URL is set. This is the only place that chooses.
 * A fresh embedded database starts as a copy of the build's schema template when there is one
 * (lib/platform/db/template.mjs), so the server never runs initdb itself; without one, PGlite runs initdb.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import path from 'node:path';
import * as schema from './schema';
import { acquireDataDirLock } from './data-dir-lock';
import { advisoryLock, inProcessLock, type Exclusive } from './exclusive';
import { startFromTemplate } from './fresh-data-dir';
import { schemaTemplateDir } from './template.mjs';
import { noteDbFailure } from './reachability.mjs';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Where this database's notifications can be listened to (lib/platform/invalidation/listener.ts): the embedded
 * database itself, or the server, on a connection of the listener's own (LISTEN holds its session).
 */
export type ListenSource = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

/**
 * An open database, where to listen to it, the way to close it, and a lock for work one process at a
 * time may do on it (lib/platform/db/exclusive.ts).
 */
export type OpenDb = {
  db: Db;
  kind: 'pglite' | 'postgres';
  listen: ListenSource;
  close: () => Promise<void>;
  exclusive: Exclusive;
  /** The server pool's connections in use and callers waiting for one (the metrics endpoint); none with PGlite. */
  poolStats?: () => { inUse: number; waiting: number };
};

/**
 * Where an embedded database keeps its files; `memory:` keeps it in memory (tests). A fresh one
 * starts from the schema template in `template` (default: the build's; null: none, run initdb); one
 * in memory starts from `memoryImage` when given (a data directory as PGlite's `dumpDataDir` wrote it),
 * so a test suite runs initdb, the migrations and the seed once instead of once per file.
 */
export type DbTarget = {
  databaseUrl?: string;
  dataDir: string;
  template?: string | null;
  memoryImage?: Blob;
  timeouts?: DbTimeouts;
};

/**
 * Bounds on a server database's answers, so that a request never hangs on an outage: the wait for a
 * connection (a new one, or a free one of the pool), the server's own statement timeout (a lock held
 * too long), and the client's wait for an answer (a server that died without closing the socket).
 */
export type DbTimeouts = { connectMs: number; statementMs: number };

/** A pool whose failures are noted (lib/platform/db/reachability.mjs) so a failed page can be told from an outage. */
function watchedPool(databaseUrl: string, timeouts?: DbTimeouts): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    ...(timeouts && {
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.statementMs + 500,
    }),
  });
  // An idle client whose server went away emits 'error' on the pool: without a listener it would end the process.
  pool.on('error', (error) => noteDbFailure(error));
  notePromiseFailures(pool, 'query');
  notePromiseFailures(pool, 'connect');
  return pool;
}

/** Wraps `pool[method]` so that a returned promise's rejection is noted (a callback call passes through untouched). */
function notePromiseFailures(pool: pg.Pool, method: 'query' | 'connect'): void {
  const original = (pool[method] as (...args: unknown[]) => unknown).bind(pool);
  const wrapped = (...args: unknown[]) => {
    const result = original(...args);
    if (result instanceof Promise) result.catch(noteDbFailure);
    return result;
  };
  (pool as unknown as Record<string, unknown>)[method] = wrapped;
}

/**
 * PGlite's default shared_buffers would all become resident memory of the server process; the
 * site's data is a few megabytes, so a much smaller buffer pool still holds all of it.
 */
const PGLITE_OPTIONS = { postgresqlconf: ['shared_buffers = 16MB'] };

/** Opens (but does not migrate) the database named by the target. */
export async function openDb(target: DbTarget): Promise<OpenDb> {
  if (target.databaseUrl) {
    const pool = watchedPool(target.databaseUrl, target.timeouts);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const listen = { kind: 'postgres', url: target.databaseUrl } as const;
    const poolStats = () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount });
    return { db, kind: 'postgres', listen, close: () => pool.end(), exclusive: advisoryLock(pool), poolStats };
  }
  if (target.dataDir === 'memory:') {
    const client = new PGlite({ ...PGLITE_OPTIONS, loadDataDir: target.memoryImage });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    const listen = { kind: 'pglite', client } as const;
    return { db, kind: 'pglite', listen, close: () => client.close(), exclusive: inProcessLock() };
  }
  const dir = path.resolve(target.dataDir);
  const release = acquireDataDirLock(dir);
  try {
    const dbDir = path.join(dir, 'pg');
    startFromTemplate(dbDir, target.template === undefined ? schemaTemplateDir() : target.template);
    const client = new PGlite(dbDir, PGLITE_OPTIONS);
    await client.waitReady;
    return {
      db: drizzlePglite(client, { schema }) as unknown as Db,
      kind: 'pglite',
      listen: { kind: 'pglite', client },
      close: async () => {
        await client.close();
        release();
      },
      exclusive: inProcessLock(),
    };
  } catch (error) {
    release();
    throw error;
  }
}
