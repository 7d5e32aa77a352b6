/**
 * The one list of the sections' page views (client-safe): the admin components look a section's
 * columns, cells and fields up here, so a new section brings its own instead of a new entry in a map.
 */
import { messagesViews } from './messages/views';
import { ratingsViews } from './ratings/views';
import { requestsViews } from './requests/views';
import { resumesViews } from './resumes/views';
import type { InboxViews } from './section-views';
import type { InboxSection } from './sections';

/** Every section's views, in the order of INBOX_SECTIONS. */
export const INBOX_VIEWS = [requestsViews, messagesViews, resumesViews, ratingsViews] as const;

/** The views of one section. */
export function viewsOf<S extends InboxSection>(section: S): InboxViews<S> {
  const views = INBOX_VIEWS.find((v) => v.section === section);
  if (!views) throw new Error(`no inbox views for section ${section}`);
  return views as unknown as InboxViews<S>;
}
