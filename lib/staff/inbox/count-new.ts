/** How many items of each inbox section nobody has taken up yet. */
import 'server-only';
import { count, eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import type { InboxSection } from './sections';
import { kindOf } from './kinds';

/** The number of `new` items of each given section. */
export async function countNew(
  db: Db,
  sections: readonly InboxSection[],
): Promise<Partial<Record<InboxSection, number>>> {
  const counts = await Promise.all(
    sections.map(async (section) => {
      const { table } = kindOf(section);
      const [row] = await db.select({ n: count() }).from(table).where(eq(table.workStatus, 'new'));
      return [section, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(counts);
}
