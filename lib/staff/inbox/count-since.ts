/** How many items each inbox section (and the interest list) received since a moment: the dashboard's "today". */
import 'server-only';
import { count, gte } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { coverageInterest } from '@/lib/visitors/interest/table';
import type { InboxSection } from './sections';
import { kindOf } from './kinds';

/** The number of items of each given section created at or after `since`; `interest` counts the people waiting for coverage. */
export async function countReceivedSince(
  db: Db,
  sections: readonly (InboxSection | 'interest')[],
  since: Date,
): Promise<Partial<Record<InboxSection | 'interest', number>>> {
  const counts = await Promise.all(
    sections.map(async (section) => {
      const table = section === 'interest' ? coverageInterest : kindOf(section).table;
      const [row] = await db.select({ n: count() }).from(table).where(gte(table.createdAt, since));
      return [section, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(counts);
}
