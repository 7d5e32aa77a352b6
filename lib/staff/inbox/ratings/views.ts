/** What the admin shows of a service rating (client-safe). */
import type { InboxViews } from '../section-views';
import { preview, ratingTexts } from '../view-texts';

/** The rating's list columns and detail fields; its kind, reason and stars are shown in words. */
export const ratingsViews: InboxViews<'ratings'> = {
  section: 'ratings',
  listColumns: ['created_at', 'type', 'rating', 'reason', 'text'],
  listCells: (g, { t }) => ({ ...ratingTexts(g, t), text: preview(g.text) }),
  detailFields: ['type', 'event_id', 'rating', 'reason', 'text', 'updated_at'],
  detailTexts: ratingTexts,
};
