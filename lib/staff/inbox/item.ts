/** One inbox item by id. */
import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import type { ItemOf } from './contract';
import type { InboxSection } from './sections';
import { kindOf, type RowOf } from './kinds';
import { toItem } from './to-item';

/** The stored row of an item, or null. */
export async function getInboxRow<S extends InboxSection>(db: Db, section: S, id: number): Promise<RowOf<S> | null> {
  const { table } = kindOf(section);
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return (row as RowOf<S> | undefined) ?? null;
}

/** An item of a section as the contract's JSON, or null when there is none with this id. */
export async function getInboxItem<S extends InboxSection>(db: Db, section: S, id: number): Promise<ItemOf<S> | null> {
  const row = await getInboxRow(db, section, id);
  return row ? toItem(section, row) : null;
}
