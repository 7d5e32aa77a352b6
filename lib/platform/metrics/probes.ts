/**
 * The application's figures for the metrics endpoint (lib/platform/server/metrics.mjs), read at each scrape:
 * whether the database answers, its pool, the outboxes still to send and the inbox items nobody took
 * up. Registered once per server process (instrumentation.ts) through the bridge, since the endpoint
 * runs in the front server outside Next's bundles.
 */
import 'server-only';
import { count, eq, isNull } from 'drizzle-orm';
import { openSharedDb } from '@/lib/platform/db';
import { connectionRequests, notificationOutbox } from '@/lib/platform/db/schema';
import { countNew } from '@/lib/staff/inbox/count-new';
import { INBOX_SECTIONS } from '@/lib/staff/inbox/sections';
import { setProbe } from './bridge.mjs';

// A scrape must not hang on a database that does not answer: it then reports it down.
const PROBE_TIMEOUT_MS = 2_000;

/** What one scrape learns of the database. */
export type DatabaseFigures = {
  up: 0 | 1;
  poolInUse?: number;
  poolWaiting?: number;
  outboxPending?: Record<'billing' | 'mail', number>;
  inboxNew?: Partial<Record<string, number>>;
};

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the database did not answer in time')), PROBE_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Asks the process's database for the figures of one scrape; `up` is 0 when it does not answer in time. */
export async function databaseFigures(): Promise<DatabaseFigures> {
  const open = await withinTimeout(openSharedDb()).catch(() => undefined);
  if (!open) return { up: 0 };
  const pool = open.poolStats?.() ?? { inUse: 0, waiting: 0 };
  const figures = { poolInUse: pool.inUse, poolWaiting: pool.waiting };
  const { db } = open;
  try {
    const [billing, mail, inboxNew] = await withinTimeout(
      Promise.all([
        db.select({ n: count() }).from(connectionRequests).where(eq(connectionRequests.status, 'pending')),
        db.select({ n: count() }).from(notificationOutbox).where(isNull(notificationOutbox.sentAt)),
        countNew(db, INBOX_SECTIONS),
      ]),
    );
    const outboxPending = { billing: billing[0]?.n ?? 0, mail: mail[0]?.n ?? 0 };
    return { up: 1, ...figures, outboxPending, inboxNew };
  } catch {
    return { up: 0, ...figures };
  }
}

/** Registers this process's probes with the metrics endpoint. */
export function registerMetricsProbes(): void {
  setProbe('database', databaseFigures);
}
