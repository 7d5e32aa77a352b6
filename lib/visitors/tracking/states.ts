/**
 * A connection request's tracking states (issue #24 §1): received → passed to billing → engineer
 * assigned (with the day, when set) → connected, or closed with a reason. Shared by the billing
 * contract, the staff inbox and the visitor's tracker page.
 */

/** Every state a visitor can see, in the order a request normally goes through them. */
export const TRACK_STATUSES = ['received', 'forwarded', 'engineer_assigned', 'connected', 'closed'] as const;
export type TrackStatus = (typeof TRACK_STATUSES)[number];

/** The states staff set by hand; the first two follow from storing and forwarding the request. */
export const STAFF_STATUSES = ['engineer_assigned', 'connected', 'closed'] as const satisfies readonly TrackStatus[];
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** Why a request was closed without a connection: codes, so the visitor reads the reason in their language. */
export const CLOSE_REASONS = ['no_coverage', 'customer_declined', 'unreachable', 'duplicate', 'other'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

/** One step of the timeline: the state, when it was reached, and the engineer's day or the close reason. */
export type TrackEvent = {
  status: TrackStatus;
  at: string;
  /** The engineer's visit day (yyyy-mm-dd, Tashkent), for engineer_assigned. */
  day?: string;
  reason?: CloseReason;
};

/** What the tracker answers: the reference, the current state and how it got there (oldest first). */
export type RequestStatus = { reference: string; status: TrackStatus; history: TrackEvent[] };

/** The status of a history: its last step's state. */
export function statusOf(reference: string, history: TrackEvent[]): RequestStatus {
  // by the moment, not the text: billing may write its times with another offset than ours
  const sorted = [...history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return { reference, status: sorted.at(-1)?.status ?? 'received', history: sorted };
}
