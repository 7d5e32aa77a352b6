/** The kept versions of an item: recorded with each save, listed newest first, pruned past what must be kept. */
import 'server-only';
import { and, count, desc, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import type { Saver } from './claim';
import type { HistoryEntry, VersionAction } from './history-entry';
import { itemHeads, itemVersions } from './table';

/** However old, this many of an item's newest versions are kept. */
export const KEPT_VERSIONS = 50;

const itemKey = (section: string, itemId: string | number) =>
  and(eq(itemVersions.section, section), eq(itemVersions.itemId, String(itemId)));

/** Keeps the data of a new version, then forgets versions beyond the newest kept that are older than RETENTION_DAYS. */
export async function recordVersion(
  tx: Db,
  entry: {
    section: string;
    itemId: string | number;
    version: number;
    data: unknown;
    action: Exclude<VersionAction, 'original'>;
    restoredFrom?: number;
  },
  saver: Saver,
): Promise<void> {
  const { section, itemId, version } = entry;
  await tx.insert(itemVersions).values({
    section,
    itemId: String(itemId),
    version,
    data: entry.data ?? null,
    action: entry.action,
    restoredFrom: entry.restoredFrom ?? null,
    savedAt: saver.at,
    savedBy: saver.by,
  });
  const cutoff = new Date(saver.at.getTime() - env().RETENTION_DAYS * 86_400_000);
  await tx
    .delete(itemVersions)
    .where(
      and(
        itemKey(section, itemId),
        lte(itemVersions.version, version - KEPT_VERSIONS),
        or(isNull(itemVersions.savedAt), lt(itemVersions.savedAt, cutoff)),
      ),
    );
}

/** Keeps the data an item had before its first save since versions began, as version 1 (nothing when kept already). */
export async function keepOriginal(tx: Db, section: string, itemId: string | number, data: unknown): Promise<void> {
  await tx
    .insert(itemVersions)
    .values({ section, itemId: String(itemId), version: 1, data: data ?? null, action: 'original' })
    .onConflictDoNothing();
}

/** One page of an item's versions, newest first, with how many are kept. */
export async function listHistory(
  db: Db,
  section: string,
  itemId: string | number,
  page: { limit: number; offset: number },
): Promise<{ items: HistoryEntry[]; total: number }> {
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(itemVersions)
      .where(itemKey(section, itemId))
      .orderBy(desc(itemVersions.version))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(itemVersions).where(itemKey(section, itemId)),
  ]);
  return {
    items: rows.map((r) => ({
      version: r.version,
      at: r.savedAt ? r.savedAt.toISOString() : null,
      by: r.savedBy,
      action: r.action as VersionAction,
      restored_from: r.restoredFrom,
      data: r.data,
    })),
    total: Number(counted[0]?.n ?? 0),
  };
}

/** The data of one kept version, or undefined when it is not kept. */
export async function versionData(
  db: Db,
  section: string,
  itemId: string | number,
  version: number,
): Promise<unknown | undefined> {
  const [row] = await db
    .select({ data: itemVersions.data })
    .from(itemVersions)
    .where(and(itemKey(section, itemId), eq(itemVersions.version, version)));
  return row ? row.data : undefined;
}

/** Forgets a deleted item's versions (its audit entry keeps what it was). */
export async function forgetVersions(tx: Db, section: string, itemId: string | number): Promise<void> {
  await tx.delete(itemVersions).where(itemKey(section, itemId));
  await tx.delete(itemHeads).where(and(eq(itemHeads.section, section), eq(itemHeads.itemId, String(itemId))));
}
