/** What the admin shows of a résumé (client-safe); its file is offered beside the fields, not as one. */
import type { InboxViews } from '../section-views';

/** The résumé's list columns and detail fields. */
export const resumesViews: InboxViews<'resumes'> = {
  section: 'resumes',
  listColumns: ['created_at', 'name', 'contact', 'vacancy', 'file'],
  detailFields: ['name', 'phone', 'email', 'vacancy', 'message'],
};
