/**
 * Claiming an item's next version number. The check that the save is based on the current version and
 * the step to the next are one statement, so of two saves based on the same version (two tabs, two
 * instances) exactly one claims it; the other finds no row to change and is answered a conflict.
 */
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { itemHeads } from './table';

/** Who saves and when, as the head keeps it. */
export type Saver = { by: string; at: Date };

/** The version a save must be based on: a number the editor loaded, or whatever is current (internal callers). */
export type BasedOn = number | 'latest';

const keyOf = (section: string, itemId: string | number) =>
  and(eq(itemHeads.section, section), eq(itemHeads.itemId, String(itemId)));

/** Claims the version after `basedOn`; null when another save took it first (or `basedOn` is not current). */
export async function claimNextVersion(
  tx: Db,
  section: string,
  itemId: string | number,
  basedOn: BasedOn,
  saver: Saver,
): Promise<number | null> {
  const changes = { savedAt: saver.at, savedBy: saver.by };
  // An item saved for the first time since versions began has no row yet: it is at version 1.
  if (basedOn === 1 || basedOn === 'latest') {
    const rows = await tx
      .insert(itemHeads)
      .values({ section, itemId: String(itemId), version: 2, ...changes })
      .onConflictDoUpdate({
        target: [itemHeads.section, itemHeads.itemId],
        set: { version: sql`${itemHeads.version} + 1`, ...changes },
        ...(basedOn === 1 ? { setWhere: eq(itemHeads.version, 1) } : {}),
      })
      .returning({ version: itemHeads.version });
    return rows[0]?.version ?? null;
  }
  const rows = await tx
    .update(itemHeads)
    .set({ version: sql`${itemHeads.version} + 1`, ...changes })
    .where(and(keyOf(section, itemId), eq(itemHeads.version, basedOn)))
    .returning({ version: itemHeads.version });
  return rows[0]?.version ?? null;
}

/** Starts a new item at version 1. */
export async function startVersions(tx: Db, section: string, itemId: string | number, saver: Saver): Promise<void> {
  await tx
    .insert(itemHeads)
    .values({ section, itemId: String(itemId), version: 1, savedAt: saver.at, savedBy: saver.by })
    .onConflictDoUpdate({
      target: [itemHeads.section, itemHeads.itemId],
      set: { version: 1, savedAt: saver.at, savedBy: saver.by },
    });
}

/** The current version of an item and who saved it when (no author for an item unsaved since versions began). */
export async function currentHead(
  db: Db,
  section: string,
  itemId: string | number,
): Promise<{ version: number; savedAt: Date | null; savedBy: string | null }> {
  const [row] = await db.select().from(itemHeads).where(keyOf(section, itemId));
  return row ?? { version: 1, savedAt: null, savedBy: null };
}

/** The current version of every item of a section saved since versions began, by item id. */
export async function sectionVersions(db: Db, section: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ itemId: itemHeads.itemId, version: itemHeads.version })
    .from(itemHeads)
    .where(eq(itemHeads.section, section));
  return new Map(rows.map((r) => [r.itemId, r.version]));
}
