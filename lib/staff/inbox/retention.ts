/**
 * Personal data is not kept for ever: inbox items older than RETENTION_DAYS go, with their résumé
 * files and pending e-mails, and the audit trail counts what went per section (actor: system).
 */
import 'server-only';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { writeAudit } from '@/lib/staff/admin/audit';
import type { Db } from '@/lib/platform/db/client';
import { notificationOutbox } from '@/lib/platform/db/schema';
import { INBOX_KINDS, kindOf } from './kinds';
import type { InboxSection } from './sections';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the items of one section created before `cutoff` (with what its kind keeps beside them); answers the rows that went. */
async function purgeSection(db: Db, section: InboxSection, cutoff: Date, days: number) {
  const kind = kindOf(section);
  const { table } = kind;
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const rows = await tx.delete(table).where(lt(table.createdAt, cutoff)).returning();
    if (rows.length === 0) return rows;
    const ids = rows.map((r) => r.id);
    await kind.onDelete?.(tx, rows);
    await tx
      .delete(notificationOutbox)
      .where(and(eq(notificationOutbox.section, section), inArray(notificationOutbox.itemId, ids)));
    await writeAudit(tx, 'system', {
      section,
      itemId: '*',
      action: 'retention',
      before: { count: rows.length, older_than_days: days },
      after: null,
    });
    return rows;
  });
}

/** Deletes every inbox item older than `days` days at `now` (and its file); answers the count per section. */
export async function purgeExpired(db: Db, now: Date, days: number): Promise<Record<InboxSection, number>> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const counts = {} as Record<InboxSection, number>;
  for (const { section } of INBOX_KINDS) {
    counts[section] = (await purgeSection(db, section, cutoff, days)).length;
  }
  return counts;
}
