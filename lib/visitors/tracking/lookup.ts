/**
 * The visitor's lookup: a request is shown only to whoever knows both its reference and the
 * phone number given in it; anything else is 'not found', whichever of the two was wrong.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import { enforceRateLimitFor } from '@/lib/platform/abuse/rate-limit';
import { billing } from '@/lib/visitors/billing/gateway';
import { BillingUnavailableError, type BillingGateway } from '@/lib/visitors/billing/types';
import { getDb } from '@/lib/platform/db';
import { connectionRequests } from '@/lib/platform/db/schema';
import { logger } from '@/lib/platform/log/logger';
import { historyOf } from './history';
import type { RequestStatus } from './states';

/** The request's status for a caller at `ip` (counted against its rate limit), or null when reference and phone do not match. */
export async function lookUpRequest(
  ip: string,
  reference: string,
  phone: string,
  gateway: BillingGateway = billing(),
): Promise<RequestStatus | null> {
  await enforceRateLimitFor(ip, 'request_status');
  const db = await getDb();
  const [row] = await db.select().from(connectionRequests).where(eq(connectionRequests.reference, reference));
  if (!row || row.phone !== phone) return null;
  const ours = historyOf(row);
  // billing has nothing to say about a request it has not been given yet
  if (row.status !== 'forwarded') return ours;
  try {
    return (await gateway.requestStatus(reference)) ?? ours;
  } catch (error) {
    if (!(error instanceof BillingUnavailableError)) throw error;
    // while billing is down the visitor still sees what we know: received and passed on
    logger().warn({ err: error.message }, 'billing unavailable for a request status');
    return ours;
  }
}
