/**
 * Reads a multipart body with a hard byte cap: the declared Content-Length is checked first and
 * the stream is counted as it arrives, so an oversized upload is refused (413) without being
 * buffered whole.
 */
import 'server-only';
import { fail } from '@/lib/platform/errors/domain-error';
import { readCappedBody } from '@/lib/platform/http/capped-body';

/** The parsed form data of a request whose body is at most `maxBytes`. */
export async function readCappedFormData(req: Request, maxBytes: number): Promise<FormData> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw fail('unsupported_media');
  const chunks: Uint8Array[] = [];
  await readCappedBody(req, maxBytes, (chunk) => chunks.push(chunk));
  if (!req.body) throw fail('validation', [{ path: 'file', key: 'required' }]);
  try {
    return await new Response(Buffer.concat(chunks), { headers: { 'content-type': type } }).formData();
  } catch {
    throw fail('validation', [{ path: 'file', key: 'required' }]);
  }
}
