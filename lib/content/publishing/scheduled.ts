/** The upcoming publish and unpublish moments of news and slider items, soonest first. */
import 'server-only';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { news } from '@/lib/content/sections/news/table';
import { slides } from '@/lib/content/sections/slider/table';

/** One moment at which an item appears (`publish`) or disappears (`unpublish`) by itself. */
export type ScheduledPublication = {
  section: 'news' | 'slider';
  id: number;
  title: { rus: string; uzb: string };
  kind: 'publish' | 'unpublish';
  at: string;
};

type Table = typeof news | typeof slides;

// One kind of moment of one table: rows of published items whose moment is still ahead.
async function momentsOf(
  db: Db,
  section: ScheduledPublication['section'],
  table: Table,
  kind: ScheduledPublication['kind'],
  now: Date,
  limit: number,
) {
  const column = kind === 'publish' ? table.publishedAt : table.unpublishAt;
  const rows = await db
    .select({ id: table.id, title: table.title, at: column })
    .from(table)
    .where(and(eq(table.published, true), gt(column, now)))
    .orderBy(asc(column), asc(table.id))
    .limit(limit);
  return rows.map((row) => ({ section, id: row.id, title: row.title, kind, at: (row.at as Date).toISOString() }));
}

/** The next `limit` moments after `now` at which a news or slider item appears or disappears, soonest first. */
export async function listScheduledPublications(db: Db, now = new Date(), limit = 20): Promise<ScheduledPublication[]> {
  const lists = await Promise.all([
    momentsOf(db, 'news', news, 'publish', now, limit),
    momentsOf(db, 'news', news, 'unpublish', now, limit),
    momentsOf(db, 'slider', slides, 'publish', now, limit),
    momentsOf(db, 'slider', slides, 'unpublish', now, limit),
  ]);
  return lists
    .flat()
    .sort((a, b) => a.at.localeCompare(b.at) || a.section.localeCompare(b.section) || a.id - b.id)
    .slice(0, limit);
}
