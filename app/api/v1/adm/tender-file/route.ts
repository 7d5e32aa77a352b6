import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { apiError } from '@/lib/api/errors';
import { requireRight } from '@/lib/auth/require-right';
import { MAX_TENDER_FILE_BYTES, storeTenderFile } from '@/lib/sections/tenders/attachment';
import { readCappedFormData } from '@/lib/visitors/multipart';

// Room for the multipart boundary and headers around one file.
const MAX_REQUEST_BYTES = MAX_TENDER_FILE_BYTES + 16 * 1024;

/** POST /api/v1/adm/tender-file (multipart `file`): stores a tender attachment (PDF, DOC, DOCX, XLSX); answers its stored name and path. */
export const POST = apiHandler(async (req) => {
  await requireRight(req, 'tenders');
  const file = (await readCappedFormData(req, MAX_REQUEST_BYTES)).get('file');
  if (!file || typeof file === 'string') throw apiError('validation', [{ path: 'file', key: 'required' }]);
  if (file.size > MAX_TENDER_FILE_BYTES) throw apiError('payload_too_large');
  return ok(await storeTenderFile(new Uint8Array(await file.arrayBuffer())));
});
