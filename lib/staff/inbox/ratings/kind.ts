/** Service ratings: the event rated, the stars and the reason; no contact details at all. */
import 'server-only';
import { serviceEvaluations } from '@/lib/platform/db/schema';
import { withWorkState } from '../csv-columns';
import { itemBase } from '../item-parts';
import { defineKind } from '../section-kind';
import { ratingsViews } from './views';

const t = serviceEvaluations;

/** The ratings section; its period summary is summary.ts. */
export const ratingsKind = defineKind({
  ...ratingsViews,
  table: t,
  searched: [t.text, t.reason, t.eventId],
  toItem: (r) => ({
    ...itemBase(r),
    updated_at: r.updatedAt.toISOString(),
    type: r.type,
    event_id: r.eventId,
    rating: r.rating,
    reason: r.reason,
    text: r.text,
  }),
  csvColumns: withWorkState<'ratings'>([
    { key: 'type', value: (i) => i.type },
    { key: 'event_id', value: (i) => i.event_id },
    { key: 'rating', value: (i) => i.rating },
    { key: 'reason', value: (i) => i.reason },
    { key: 'text', value: (i) => i.text },
  ]),
  recipients: (config) => config.NOTIFY_EMAILS_RATINGS,
  // A rating carries no contact: its kind and value tell staff what came.
  mailLines: (item, tr) => [tr('rating', { kind: item.type, rating: item.rating })],
});
