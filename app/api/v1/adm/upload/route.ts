import { ok } from '@/lib/http/api/envelope';
import { fail } from '@/lib/platform/errors/domain-error';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { MAX_IMAGE_BYTES, storeImage } from '@/lib/staff/admin/image-upload';
import { readCappedFormData } from '@/lib/visitors/forms/multipart';
import * as contract from './contract';

// Room for the multipart boundary and headers around one file.
const MAX_REQUEST_BYTES = MAX_IMAGE_BYTES + 16 * 1024;

/** POST /api/v1/adm/upload (multipart `file`): stores an image for slides, news or partners in the media library. */
export const POST = defineRoute(contract.POST, async ({ req, staff }) => {
  const file = (await readCappedFormData(req, MAX_REQUEST_BYTES)).get('file');
  if (!file || typeof file === 'string') throw fail('validation', [{ path: 'file', key: 'required' }]);
  if (file.size > MAX_IMAGE_BYTES) throw fail('payload_too_large');
  return ok({ path: await storeImage(new Uint8Array(await file.arrayBuffer()), { name: file.name, staff }) });
});
