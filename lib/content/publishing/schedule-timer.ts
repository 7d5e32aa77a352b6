/**
 * Scheduled publishing without a save: each instance keeps one timer set to the next moment a news
 * or slider item appears or disappears, and at that moment expires the two sections' cache tags in
 * this process (Next's cache, the front page cache and the shared reads hear it through
 * lib/platform/invalidation/tag-times.mjs) and in `tag_expiry`, so an instance that starts later, or reloads
 * the table after a lost connection, knows it too. Every instance runs its own timer: none waits for
 * another to tell it.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { tagExpiry } from '@/lib/platform/db/schema';
import { logger } from '@/lib/platform/log/logger';
import { processTagTimes, type TagTimes } from '@/lib/platform/invalidation/tag-times.mjs';
import { listScheduledPublications } from './scheduled';

/** The sections whose items have a schedule: both expire at each moment, as two may share one. */
export const SCHEDULED_SECTIONS = ['news', 'slider'] as const;

// The timer is set again at least this often, so a schedule saved while a notification was lost is still met in time.
const MAX_WAIT_MS = 30_000;
// Fired a little after the moment: a read whose clock is at the moment itself already sees the item.
const AFTER_MS = 50;

/** A running schedule timer. */
export type ScheduleTimer = { stop(): void; replan(): Promise<void> };

/** Records that the scheduled sections expired at `at` here and in `tag_expiry` (never moving a later time back). */
export async function expireScheduled(db: Db, at: Date, times: TagTimes = processTagTimes()): Promise<void> {
  times.record([...SCHEDULED_SECTIONS], at.getTime());
  await db
    .insert(tagExpiry)
    .values(SCHEDULED_SECTIONS.map((tag) => ({ tag, expiredAt: at })))
    .onConflictDoUpdate({
      target: tagExpiry.tag,
      set: { expiredAt: sql`greatest(${tagExpiry.expiredAt}, excluded.expired_at)` },
    });
}

/** Starts the timer on `db`; it plans again whenever a scheduled section is saved on any instance. */
export function startScheduleTimer(db: Db, times: TagTimes = processTagTimes()): ScheduleTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let planning: Promise<void> | null = null;
  let again = false;

  const arm = (wait: number, run: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(run, Math.max(0, wait));
    timer.unref?.();
  };

  async function plan(): Promise<void> {
    const [next] = await listScheduledPublications(db, new Date(), 1);
    if (stopped) return;
    if (!next) return arm(MAX_WAIT_MS, () => void replan());
    const at = new Date(next.at);
    const wait = at.getTime() - Date.now();
    if (wait > MAX_WAIT_MS) return arm(MAX_WAIT_MS, () => void replan());
    arm(wait + AFTER_MS, () => {
      void expireScheduled(db, at, times)
        .catch((err: unknown) => logger().warn({ err }, 'a scheduled publication could not be recorded'))
        .finally(() => void replan());
    });
  }

  // One plan at a time; a request arriving meanwhile plans once more afterwards.
  function replan(): Promise<void> {
    if (planning) {
      again = true;
      return planning;
    }
    planning = plan()
      .catch((err: unknown) => {
        logger().warn({ err }, 'the publication schedule could not be read');
        arm(MAX_WAIT_MS, () => void replan());
      })
      .finally(() => {
        planning = null;
        if (again && !stopped) {
          again = false;
          void replan();
        }
      });
    return planning;
  }

  const unsubscribe = times.onTagsExpired((tags: string[]) => {
    if (tags.some((tag) => (SCHEDULED_SECTIONS as readonly string[]).includes(tag))) void replan();
  });
  void replan();
  return {
    replan,
    stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
    },
  };
}

/** Starts this process's timer once (instrumentation.ts). */
export async function startProcessScheduleTimer(): Promise<void> {
  // On globalThis: once per process, however many of Next's bundles hold a copy of this module.
  const slot = Symbol.for('isp-site.schedule-timer');
  const holder = globalThis as { [slot]?: boolean };
  if (holder[slot]) return;
  holder[slot] = true;
  const { getDb } = await import('@/lib/platform/db');
  startScheduleTimer(await getDb());
}
