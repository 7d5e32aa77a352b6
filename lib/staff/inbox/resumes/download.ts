/** Serving a stored résumé file to staff: found by id, named after the visitor (sanitised), each download audited. */
import 'server-only';
import path from 'node:path';
import { writeAudit } from '@/lib/staff/admin/audit';
import { fail } from '@/lib/platform/errors/domain-error';
import type { Staff } from '@/lib/staff/auth/session';
import type { Db } from '@/lib/platform/db/client';
import { getInboxRow } from '../item';
import { readResumeFile } from './file';

/** A file ready to send. */
export type Download = { bytes: Uint8Array<ArrayBuffer>; mimeType: string; disposition: string };

/** Letters, digits, spaces and dashes of a visitor's name, as a file name part (never a path). */
export function safeNamePart(name: string): string {
  return name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} _-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
}

/** An attachment disposition: an ASCII fallback name, and the visitor-named one in RFC 5987 form. */
export function attachmentDisposition(id: number, visitorName: string, ext: string): string {
  const fallback = `resume-${id}${ext}`;
  const part = safeNamePart(visitorName);
  const named = part ? `${part}-${id}${ext}` : fallback;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(named)}`;
}

/** The résumé file of item `id` (DomainError not_found without one), its download written to the audit trail. */
export async function resumeDownload(db: Db, staff: Staff, id: number): Promise<Download> {
  const row = await getInboxRow(db, 'resumes', id);
  if (!row) throw fail('not_found');
  const bytes = await readResumeFile(db, row.storedName);
  if (!bytes) throw fail('not_found');
  await writeAudit(db, staff, { section: 'resumes', itemId: id, action: 'download', before: null, after: null });
  return {
    bytes,
    mimeType: row.mimeType,
    disposition: attachmentDisposition(id, row.name, path.extname(row.storedName)),
  };
}
