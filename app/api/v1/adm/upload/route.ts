import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { apiError } from '@/lib/api/errors';
import { forbidden, requireStaff } from '@/lib/auth/require-right';
import { hasRight } from '@/lib/auth/rights';
import { MAX_IMAGE_BYTES, storeImage } from '@/lib/admin/image-upload';
import { readCappedFormData } from '@/lib/visitors/multipart';

// Room for the multipart boundary and headers around one file.
const MAX_REQUEST_BYTES = MAX_IMAGE_BYTES + 16 * 1024;

/** POST /api/v1/adm/upload (multipart `file`): stores an image for slides, news or partners; answers its path. */
export const POST = apiHandler(async (req) => {
  const staff = await requireStaff(req);
  if (!(['slider', 'news', 'partners'] as const).some((s) => hasRight(staff.role, s)))
    throw forbidden(req, staff, 'slider|news|partners');
  const file = (await readCappedFormData(req, MAX_REQUEST_BYTES)).get('file');
  if (!file || typeof file === 'string') throw apiError('validation', [{ path: 'file', key: 'required' }]);
  if (file.size > MAX_IMAGE_BYTES) throw apiError('payload_too_large');
  return ok({ path: await storeImage(new Uint8Array(await file.arrayBuffer())) });
});
