/**
 * Reads a multipart body with a hard byte cap: the declared Content-Length is checked first and
 * the stream is counted as it arrives, so an oversized upload is refused (413) without being
 * buffered whole.
 */
import 'server-only';
import { apiError } from '@/lib/api/errors';

/** The parsed form data of a request whose body is at most `maxBytes`. */
export async function readCappedFormData(req: Request, maxBytes: number): Promise<FormData> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw apiError('unsupported_media');
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw apiError('payload_too_large');
  if (!req.body) throw apiError('validation', [{ path: 'file', key: 'required' }]);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw apiError('payload_too_large');
    }
    chunks.push(value);
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { 'content-type': type } }).formData();
  } catch {
    throw apiError('validation', [{ path: 'file', key: 'required' }]);
  }
}
