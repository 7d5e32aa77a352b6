/**
 * Work that only one process at a time may do on a database (its set-up at start): on a PostgreSQL
 * server a session-level advisory lock, held on a connection of its own while the work runs on the
 * pool, so instances started together take turns; on PGlite, which one process owns, a queue in
 * this process is enough.
 */
import type pg from 'pg';

/** Runs `fn` while holding the lock `key` of the database; the next holder waits until it ends. */
export type Exclusive = <T>(key: number, fn: () => Promise<T>) => Promise<T>;

// Another instance's set-up (migrations, demo content) may take this long on a slow machine.
const LOCK_WAIT_MS = 10 * 60_000;

/** Exclusive work through an advisory lock of the PostgreSQL server behind `pool`. */
export function advisoryLock(pool: pg.Pool): Exclusive {
  return async (key, fn) => {
    const session = await pool.connect();
    let broken: Error | undefined;
    try {
      // Waiting for another instance's turn is no outage: this one wait is exempt from the pool's timeouts.
      await session.query('set statement_timeout = 0');
      // `pg` reads a query's own query_timeout, though its types do not list it.
      const wait = { text: 'select pg_advisory_lock($1::bigint)', values: [key], query_timeout: LOCK_WAIT_MS };
      await session.query(wait as pg.QueryConfig);
      await session.query('reset statement_timeout');
      try {
        return await fn();
      } finally {
        await session.query('select pg_advisory_unlock($1::bigint)', [key]).catch((error: Error) => {
          broken = error; // the server ends a dead session's locks itself
        });
      }
    } finally {
      session.release(broken);
    }
  };
}

/** Exclusive work within this process (an embedded database has no other). */
export function inProcessLock(): Exclusive {
  let last: Promise<unknown> = Promise.resolve();
  return (_key, fn) => {
    const run = last.then(fn, fn);
    last = run.catch(() => {});
    return run;
  };
}
