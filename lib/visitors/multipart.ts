/**
 * Reads a multipart body with a hard byte cap: the declared Content-Length is checked first and
 * the stream is counted as it arrives, so an oversized upload is refused (413) without being
 * buffered whole.
 */
import 'server-only';
import { apiError } from '@/lib/api/errors';
import { readCappedBody } from '@/lib/http/capped-body';

/** The parsed form data of a request whose body is at most `maxBytes`. */
export async function readCappedFormData(req: Request, maxBytes: number): Promise<FormData> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw apiError('unsupported_media');
  const chunks: Uint8Array[] = [];
  await readCappedBody(req, maxBytes, (chunk) => chunks.push(chunk));
  if (!req.body) throw apiError('validation', [{ path: 'file', key: 'required' }]);
  try {
    return await new Response(Buffer.concat(chunks), { headers: { 'content-type': type } }).formData();
  } catch {
    throw apiError('validation', [{ path: 'file', key: 'required' }]);
  }
}
