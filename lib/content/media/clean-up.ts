/**
 * The daily clean-up of the library: an entry no item shows is marked unused from that run on (a
 * new upload from its upload); one unused for `days` days goes with its file, and the audit trail
 * counts what went (actor: system). An entry shown again is unmarked.
 */
import 'server-only';
import { and, inArray, isNotNull, isNull, lt, notInArray } from 'drizzle-orm';
import { writeAudit } from '@/lib/staff/admin/audit';
import type { Db } from '@/lib/platform/db/client';
import { removeMediaEntry } from './delete';
import { expireMedia } from './expire';
import { MEDIA } from './rights';
import { mediaFiles } from './table';
import { mediaUses } from './uses';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long an image may stay unused before the daily job deletes it. */
export const MEDIA_UNUSED_DAYS = 30;

/** Marks and unmarks unused entries at `now` and deletes those unused for `days` days; answers how many went. */
export async function cleanUnusedMedia(db: Db, now: Date, days = MEDIA_UNUSED_DAYS): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const { removed, expiry } = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const shown = [...(await mediaUses(tx)).keys()];
    const isShown = shown.length > 0 ? inArray(mediaFiles.path, shown) : undefined;
    const notShown = shown.length > 0 ? notInArray(mediaFiles.path, shown) : undefined;
    if (isShown) await tx.update(mediaFiles).set({ unusedSince: null }).where(isShown);
    await tx
      .update(mediaFiles)
      .set({ unusedSince: now })
      .where(and(notShown, isNull(mediaFiles.unusedSince)));
    const due = await tx
      .select({ path: mediaFiles.path })
      .from(mediaFiles)
      .where(and(notShown, isNotNull(mediaFiles.unusedSince), lt(mediaFiles.unusedSince, cutoff)));
    for (const { path } of due) await removeMediaEntry(tx, path);
    if (due.length === 0) return { removed: 0, expiry: null };
    await writeAudit(tx, 'system', {
      section: MEDIA,
      itemId: '*',
      action: 'retention',
      before: { count: due.length, unused_days: days },
      after: null,
    });
    return { removed: due.length, expiry: await expireMedia(tx) };
  });
  await expiry?.applied();
  return removed;
}
