/** Résumés: the applicant, the vacancy, and a file that lives and goes with its row. */
import 'server-only';
import { resumes } from '@/lib/platform/db/schema';
import { withWorkState } from '../csv-columns';
import { contactMailLines, itemBase } from '../item-parts';
import { defineKind } from '../section-kind';
import { removeResumeFiles } from './file';
import { resumesViews } from './views';

const t = resumes;

/** The résumés section; serving the file is download.ts. */
export const resumesKind = defineKind({
  ...resumesViews,
  table: t,
  searched: [t.name, t.phone, t.email, t.vacancy, t.message],
  // The stored file name stays on the server: the file is only ever served by id.
  toItem: (r) => ({
    ...itemBase(r),
    name: r.name,
    phone: r.phone,
    email: r.email,
    vacancy: r.vacancy,
    message: r.message,
    file_name: r.fileName,
    mime_type: r.mimeType,
    size: r.size,
  }),
  csvColumns: withWorkState<'resumes'>([
    { key: 'name', value: (i) => i.name },
    { key: 'phone', value: (i) => i.phone },
    { key: 'email', value: (i) => i.email },
    { key: 'vacancy', value: (i, names) => names.vacancy(i.vacancy) },
    { key: 'message', value: (i) => i.message },
    { key: 'file_name', value: (i) => i.file_name },
    { key: 'size', value: (i) => i.size },
  ]),
  recipients: (config) => config.NOTIFY_EMAILS_RESUMES,
  mailLines: contactMailLines,
  // A résumé's file is personal data too: it must not outlive its row.
  onDelete: (tx, rows) =>
    removeResumeFiles(
      tx,
      rows.map((r) => r.storedName),
    ),
});
