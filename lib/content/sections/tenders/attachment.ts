/**
 * Tender attachments uploaded in the admin: PDF, DOC, DOCX or XLSX recognised by their first bytes
 * (the name and declared type are ignored), at most 10 MB, stored under a random name with the
 * extension of the recognised type, so the served type always matches the content. Kept in the
 * database (lib/platform/files), so every instance serves it.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { fail } from '@/lib/platform/errors/domain-error';
import { getDb } from '@/lib/platform/db';
import { putFile } from '@/lib/platform/files/store';
import { detectDocumentType } from '@/lib/visitors/forms/file-type';

export const MAX_TENDER_FILE_BYTES = 10 * 1024 * 1024;

/** Checks and stores a tender attachment; answers its stored name and public path. */
export async function storeTenderFile(bytes: Uint8Array): Promise<{ name: string; path: string }> {
  if (bytes.byteLength > MAX_TENDER_FILE_BYTES) throw fail('payload_too_large');
  const type = detectDocumentType(bytes);
  if (!type) throw fail('unsupported_media');
  const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
  await putFile(await getDb(), { kind: 'tender', name, contentType: type.mime, bytes });
  return { name, path: `/uploads/tenders/${name}` };
}
