/**
 * Staff moving a request along the tracker's states in the inbox (what the embedded billing then
 * answers visitors). Each move is appended to the request's history and audited.
 */
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { writeAudit } from '@/lib/staff/admin/audit';
import { fail } from '@/lib/platform/errors/domain-error';
import type { Staff } from '@/lib/staff/auth/session';
import type { Db } from '@/lib/platform/db/client';
import { connectionRequests } from '@/lib/platform/db/schema';
import type { RequestItem } from '@/lib/staff/inbox/contract';
import { getInboxRow } from '@/lib/staff/inbox/item';
import { toItem } from '@/lib/staff/inbox/to-item';
import type { TrackBody } from './schemas';
import type { TrackEvent } from './states';

/** Appends the state to the request's history (audited) and answers the request as the inbox shows it. */
export async function setTrackingStatus(db: Db, staff: Staff, body: TrackBody, now = new Date()): Promise<RequestItem> {
  const event: TrackEvent = {
    status: body.status,
    at: now.toISOString(),
    ...(body.day ? { day: body.day } : {}),
    ...(body.reason ? { reason: body.reason } : {}),
  };
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const before = await getInboxRow(tx, 'requests', body.id);
    if (!before) throw fail('not_found');
    // appended in SQL, so two staff members moving it at once both land in the history
    await tx
      .update(connectionRequests)
      .set({ tracking: sql`${connectionRequests.tracking} || ${JSON.stringify([event])}::jsonb` })
      .where(eq(connectionRequests.id, body.id));
    const after = await getInboxRow(tx, 'requests', body.id);
    if (!after) throw fail('not_found');
    const item = toItem('requests', after);
    await writeAudit(tx, staff, {
      section: 'requests',
      itemId: body.id,
      action: 'status',
      before: { tracking: toItem('requests', before).tracking.status },
      after: { tracking: event },
    });
    return item;
  });
}
