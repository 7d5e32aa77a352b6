/** Moving an inbox item through new → in progress → done, with who and when, audited. */
import 'server-only';
import { eq } from 'drizzle-orm';
import { fail } from '@/lib/platform/errors/domain-error';
import { writeAudit } from '@/lib/staff/admin/audit';
import type { Staff } from '@/lib/staff/auth/session';
import type { Db } from '@/lib/platform/db/client';
import type { ItemOf } from './contract';
import { getInboxRow } from './item';
import type { InboxSection, WorkStatus } from './sections';
import { kindOf, type RowOf } from './kinds';
import { toItem } from './to-item';

/** Sets an item's work status (author and time recorded); DomainError not_found for an unknown id. */
export async function setWorkStatus<S extends InboxSection>(
  db: Db,
  staff: Staff,
  section: S,
  id: number,
  status: WorkStatus,
): Promise<ItemOf<S>> {
  const { table } = kindOf(section);
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const before = await getInboxRow(tx, section, id);
    if (!before) throw fail('not_found');
    const [after] = await tx
      .update(table)
      .set({ workStatus: status, statusChangedBy: staff.email, statusChangedAt: new Date() })
      .where(eq(table.id, id))
      .returning();
    if (!after) throw fail('not_found');
    // Only the work state goes to the trail: the item's personal data must not outlive its deletion there.
    await writeAudit(tx, staff, {
      section,
      itemId: id,
      action: 'status',
      before: { work_status: before.workStatus },
      after: { work_status: status },
    });
    return toItem(section, after as RowOf<S>);
  });
}
