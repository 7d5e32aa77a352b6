/**
 * The request page's one save: the tracker's state (for the steps a visitor sees) and the work state
 * together, in one transaction, each change audited as it is on its own.
 */
import 'server-only';
import { fail } from '@/lib/platform/errors/domain-error';
import type { Staff } from '@/lib/staff/auth/session';
import type { Db } from '@/lib/platform/db/client';
import type { RequestItem } from '@/lib/staff/inbox/contract';
import { getInboxItem } from '@/lib/staff/inbox/item';
import { setWorkStatus } from '@/lib/staff/inbox/status';
import { ACTION_EFFECT } from './progress-actions';
import type { RequestProgressBody } from './progress-schema';
import { setTrackingStatus } from './set-status';

/** Takes the step: appends the tracker state when the step moves it, then sets the work state if it changed. */
export async function progressRequest(db: Db, staff: Staff, body: RequestProgressBody): Promise<RequestItem> {
  const effect = ACTION_EFFECT[body.action];
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    if (effect.tracker)
      await setTrackingStatus(tx, staff, { id: body.id, status: effect.tracker, day: body.day, reason: body.reason });
    const current = await getInboxItem(tx, 'requests', body.id);
    if (!current) throw fail('not_found');
    if (current.work_status === effect.work) return current;
    return setWorkStatus(tx, staff, 'requests', body.id, effect.work);
  });
}
