/**
 * A request's one timeline for staff: the tracker's states (what the visitor sees), the hand-over to
 * billing and the last change of the work state, in time order, then the tracker's steps still ahead.
 */
import { formatDate } from '@/lib/platform/format/date';
import type { RequestItem } from '@/lib/staff/inbox/contract';
import type { TrackEvent, TrackStatus } from '@/lib/visitors/tracking/states';
import type { InboxText } from '@/lib/staff/inbox/view-texts';

/** One line of the timeline; `ahead` marks a step not reached yet. */
export type TimelineEntry = {
  key: string;
  title: string;
  at?: string;
  detail?: string;
  by?: string;
  tone: 'reached' | 'closed' | 'work' | 'ahead';
};

/** Lookups of the timeline: the tracker's texts (RequestTracking) and the request page's (AdminRequest, AdminInbox). */
export type TimelineTexts = { track: InboxText; page: InboxText; inbox: InboxText };

// the road a request takes when nothing goes wrong, as the visitor's tracker draws it
const ROAD: TrackStatus[] = ['received', 'forwarded', 'engineer_assigned', 'connected'];

function detailOf(event: TrackEvent, item: RequestItem, t: TimelineTexts): string | undefined {
  if (event.day) return t.track('engineerDay', { day: formatDate(event.day) });
  if (event.reason) return t.track('reasonLine', { reason: t.track(`reasons.${event.reason}`) });
  if (event.status === 'forwarded' && item.forwarding.billing_ref)
    return `${t.inbox('forwarding.billingRef')}: ${item.forwarding.billing_ref}`;
  return undefined;
}

/** The entries, oldest first, then what lies ahead (nothing once the request is connected or closed). */
export function requestTimeline(item: RequestItem, t: TimelineTexts): TimelineEntry[] {
  const { history, status } = item.tracking;
  const entries: TimelineEntry[] = history.map((event, i) => ({
    key: `${event.status}-${i}`,
    title: t.track(`statuses.${event.status}`),
    at: event.at,
    detail: detailOf(event, item, t),
    tone: event.status === 'closed' ? 'closed' : 'reached',
  }));
  if (item.status_changed_at)
    entries.push({
      key: 'work',
      title: t.page('workLine', { status: t.inbox(`statuses.${item.work_status}`) }),
      at: item.status_changed_at,
      by: item.status_changed_by ?? undefined,
      tone: 'work',
    });
  entries.sort((a, b) => Date.parse(a.at ?? '') - Date.parse(b.at ?? ''));
  const reached = new Set(history.map((e) => e.status));
  const finished = status === 'connected' || status === 'closed';
  const ahead = finished ? [] : ROAD.filter((s) => !reached.has(s) && ROAD.indexOf(s) > ROAD.indexOf(status));
  return [
    ...entries,
    ...ahead.map((s): TimelineEntry => ({ key: `ahead-${s}`, title: t.track(`statuses.${s}`), tone: 'ahead' })),
  ];
}
