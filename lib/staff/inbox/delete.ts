/** Deleting one inbox item at a staff member's request: the row, its pending e-mail and what its kind keeps beside it (a résumé's file), together. */
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { writeAudit } from '@/lib/staff/admin/audit';
import { fail } from '@/lib/platform/errors/domain-error';
import type { Staff } from '@/lib/staff/auth/session';
import type { Db } from '@/lib/platform/db/client';
import { notificationOutbox } from '@/lib/platform/db/schema';
import type { InboxSection } from './sections';
import { kindOf } from './kinds';

/** Deletes an item (audited without its personal data); DomainError not_found for an unknown id. */
export async function deleteInboxItem(db: Db, staff: Staff, section: InboxSection, id: number): Promise<void> {
  const kind = kindOf(section);
  const { table } = kind;
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [row] = await tx.delete(table).where(eq(table.id, id)).returning();
    if (!row) throw fail('not_found');
    await kind.onDelete?.(tx, [row]);
    await tx
      .delete(notificationOutbox)
      .where(and(eq(notificationOutbox.section, section), eq(notificationOutbox.itemId, id)));
    await writeAudit(tx, staff, {
      section,
      itemId: id,
      action: 'delete',
      before: { id, created_at: row.createdAt.toISOString(), work_status: row.workStatus },
      after: null,
    });
  });
}
