/** The SQL condition of the public reads: published, its start reached and its end not yet. */
import 'server-only';
import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The publication columns of a table; those a section lacks are left out. */
export type PublicationColumns = { published: PgColumn; publishedAt?: PgColumn; unpublishAt?: PgColumn };

/**
 * Rows shown at `now`. The moment is this process's clock, not the database's: the schedule timer
 * (lib/content/publishing/schedule-timer.ts) expires the caches on the same clock, so a read after it fires
 * always sees the item.
 */
export function visibleAt(columns: PublicationColumns, now: Date): SQL {
  const conditions: SQL[] = [eq(columns.published, true)];
  if (columns.publishedAt) conditions.push(or(isNull(columns.publishedAt), lte(columns.publishedAt, now))!);
  if (columns.unpublishAt) conditions.push(or(isNull(columns.unpublishAt), gt(columns.unpublishAt, now))!);
  return and(...conditions)!;
}
