/** What the admin shows of a résumé (client-safe); its file is offered beside the fields, not as one. */
import { fileSize } from '@/lib/platform/format/file-size';
import type { InboxViews } from '../section-views';
import { contactLine } from '../view-texts';

/** The résumé's list columns and detail fields. */
export const resumesViews: InboxViews<'resumes'> = {
  section: 'resumes',
  listColumns: ['created_at', 'name', 'contact', 'vacancy', 'file'],
  listCells: (c, { units, names }) => ({
    name: c.name,
    contact: contactLine(c),
    vacancy: names.vacancy(c.vacancy),
    file: `${c.file_name} (${fileSize(c.size, units)})`,
  }),
  detailFields: ['name', 'phone', 'email', 'vacancy', 'message'],
};
