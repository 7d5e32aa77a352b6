/** What the admin shows of a service rating (client-safe). */
import type { InboxViews } from '../section-views';

/** The rating's list columns and detail fields. */
export const ratingsViews: InboxViews<'ratings'> = {
  section: 'ratings',
  listColumns: ['created_at', 'type', 'rating', 'reason', 'text'],
  detailFields: ['type', 'event_id', 'rating', 'reason', 'text', 'updated_at'],
};
