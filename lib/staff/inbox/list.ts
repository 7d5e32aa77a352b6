/** One page of an inbox section, newest first, filtered on the server. */
import 'server-only';
import { count, desc } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import type { InboxPage, InboxQuery } from './contract';
import { inboxWhere } from './filters';
import type { InboxSection } from './sections';
import { kindOf, type RowOf } from './kinds';
import { toItem } from './to-item';

/** The rows of a filtered list, newest first (ties: higher id first), `limit` from `offset`. */
export async function selectRows<S extends InboxSection>(
  db: Db,
  section: S,
  query: Omit<InboxQuery, 'page' | 'per_page'>,
  limit: number,
  offset = 0,
): Promise<RowOf<S>[]> {
  const { table } = kindOf(section);
  const rows = await db
    .select()
    .from(table)
    .where(inboxWhere(section, query))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limit)
    .offset(offset);
  return rows as RowOf<S>[];
}

/** The page `query.page` of a section's filtered list, with the number of matching rows. */
export async function listInbox<S extends InboxSection>(db: Db, section: S, query: InboxQuery): Promise<InboxPage<S>> {
  const { table } = kindOf(section);
  const [rows, [counted]] = await Promise.all([
    selectRows(db, section, query, query.per_page, (query.page - 1) * query.per_page),
    db.select({ total: count() }).from(table).where(inboxWhere(section, query)),
  ]);
  return { items: rows.map((row) => toItem(section, row)), total: counted?.total ?? 0 };
}
