import { ok } from '@/lib/http/api/envelope';
import { fail } from '@/lib/platform/errors/domain-error';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { MAX_TENDER_FILE_BYTES, storeTenderFile } from '@/lib/content/sections/tenders/attachment';
import { readCappedFormData } from '@/lib/visitors/forms/multipart';
import * as contract from './contract';

// Room for the multipart boundary and headers around one file.
const MAX_REQUEST_BYTES = MAX_TENDER_FILE_BYTES + 16 * 1024;

/** POST /api/v1/adm/tender-file (multipart `file`): stores a tender attachment; answers its stored name and path. */
export const POST = defineRoute(contract.POST, async ({ req }) => {
  const file = (await readCappedFormData(req, MAX_REQUEST_BYTES)).get('file');
  if (!file || typeof file === 'string') throw fail('validation', [{ path: 'file', key: 'required' }]);
  if (file.size > MAX_TENDER_FILE_BYTES) throw fail('payload_too_large');
  return ok(await storeTenderFile(new Uint8Array(await file.arrayBuffer())));
});
