/** A stored request's timeline: received when stored, forwarded when billing took it, then what staff set. */
import type { connectionRequests } from '@/lib/platform/db/schema';
import { statusOf, type RequestStatus, type TrackEvent } from './states';

type Row = Pick<typeof connectionRequests.$inferSelect, 'reference' | 'createdAt' | 'forwardedAt' | 'tracking'>;

/** The request's status and history as the tracker shows them. */
export function historyOf(row: Row): RequestStatus {
  const events: TrackEvent[] = [{ status: 'received', at: row.createdAt.toISOString() }];
  if (row.forwardedAt) events.push({ status: 'forwarded', at: row.forwardedAt.toISOString() });
  return statusOf(row.reference, [...events, ...row.tracking]);
}
