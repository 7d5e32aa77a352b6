/**
 * Retrying a connection request's forwarding to billing now, from the admin. The same reference
 * (the request's tracking reference) goes as the idempotency key, so billing never gets one request twice; a request
 * billing already has is answered as it is, without calling billing again.
 */
import 'server-only';
import { writeAudit } from '@/lib/staff/admin/audit';
import { fail } from '@/lib/platform/errors/domain-error';
import type { Staff } from '@/lib/staff/auth/session';
import { forwardRequest } from '@/lib/visitors/billing/outbox';
import type { BillingGateway } from '@/lib/visitors/billing/types';
import type { Db } from '@/lib/platform/db/client';
import type { RequestItem } from '../contract';
import { getInboxRow } from '../item';
import { toItem } from '../to-item';

/** Forwards a pending or failed request now (audited); a forwarded one is returned unchanged. */
export async function retryForwarding(
  db: Db,
  staff: Staff,
  id: number,
  gateway?: BillingGateway,
): Promise<RequestItem> {
  const row = await getInboxRow(db, 'requests', id);
  if (!row) throw fail('not_found');
  if (row.status === 'forwarded') return toItem('requests', row);
  await forwardRequest(row, gateway);
  const after = await getInboxRow(db, 'requests', id);
  if (!after) throw fail('not_found');
  const item = toItem('requests', after);
  await writeAudit(db, staff, {
    section: 'requests',
    itemId: id,
    action: 'retry',
    before: { forwarding: toItem('requests', row).forwarding },
    after: { forwarding: item.forwarding },
  });
  return item;
}
