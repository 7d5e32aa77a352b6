/**
 * Expiring cache tags with an edit: the tags' rows in `tag_expiry` and the notification to every
 * instance are written in the edit's own transaction, so they commit with it and a rollback sends
 * nothing. Once committed, the caller waits for its own notification to come back through this
 * process's listener and, on a server, for every listening instance to acknowledge it, so that when
 * the save answers no instance still serves the old content.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { tagExpiry } from '@/lib/platform/db/schema';
import { awaitEcho, CHANNEL, encodeMessage, LISTENER_APPLICATION_NAME, listening } from './channel';
import { processTagTimes } from './tag-times.mjs';

/**
 * How long a save waits for its notification and the acknowledgements. Past it the save expires the
 * tags here and answers anyway: the edit is committed, and a listener that lost its connection reloads every tag's time from
 * `tag_expiry` when it is back, so no instance keeps the old content for good.
 */
export const ECHO_TIMEOUT_MS = 2_000;

/** Tags expired in an open transaction; `applied()`, after the commit, resolves once this process serves the edit. */
export type PendingExpiry = { applied(): Promise<void> };

/** How many listeners (one per instance) are connected to this database now: each will acknowledge. */
async function listeningInstances(tx: Db): Promise<number> {
  const result = await tx.execute(
    sql`select count(*)::int as n from pg_stat_activity
        where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/** Records in `tx` that `tags` expire and notifies every instance when `tx` commits. */
export async function expireTags(tx: Db, tags: readonly string[]): Promise<PendingExpiry> {
  const unique = [...new Set(tags)];
  const at = Date.now();
  const id = randomUUID();
  await tx
    .insert(tagExpiry)
    .values(unique.map((tag) => ({ tag, expiredAt: new Date(at) })))
    .onConflictDoUpdate({
      target: tagExpiry.tag,
      set: { expiredAt: sql`greatest(${tagExpiry.expiredAt}, excluded.expired_at)` },
    });
  // Without a listener here (integration tests, the test-only INVALIDATION_LISTENER=off) nothing comes back.
  const { running, onServer } = listening();
  const acks = running && onServer ? await listeningInstances(tx) : 0;
  const echo = running ? awaitEcho(id, acks, ECHO_TIMEOUT_MS) : Promise.resolve(false);
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${encodeMessage({ id, tags: unique, at })})`);
  return {
    async applied() {
      if (!(await echo)) processTagTimes().record(unique, Date.now());
    },
  };
}
