/**
 * Retrying a connection request's forwarding to billing now, from the admin. The same reference
 * (the request's tracking reference) goes as the idempotency key, so billing never gets one request twice; a request
 * billing already has is answered as it is, without calling billing again.
 */
import 'server-only';
import { writeAudit } from '@/lib/admin/audit';
import { apiError } from '@/lib/api/errors';
import type { Staff } from '@/lib/auth/session';
import { forwardRequest } from '@/lib/billing/outbox';
import type { BillingGateway } from '@/lib/billing/types';
import type { Db } from '@/lib/db/client';
import type { RequestItem } from './contract';
import { getInboxRow } from './item';
import { toItem } from './to-item';

/** Forwards a pending or failed request now (audited); a forwarded one is returned unchanged. */
export async function retryForwarding(
  db: Db,
  staff: Staff,
  id: number,
  gateway?: BillingGateway,
): Promise<RequestItem> {
  const row = await getInboxRow(db, 'requests', id);
  if (!row) throw apiError('not_found');
  if (row.status === 'forwarded') return toItem('requests', row);
  await forwardRequest(row, gateway);
  const after = await getInboxRow(db, 'requests', id);
  if (!after) throw apiError('not_found');
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
