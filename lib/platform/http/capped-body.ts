/** Reads a request body as it arrives with a hard byte cap, so an oversized body is refused (413) without being buffered. */
import 'server-only';
import { fail } from '@/lib/platform/errors/domain-error';

/** Hands each chunk of `req`'s body to `onChunk` and answers the byte count; 413 envelope once it declares or sends more than `maxBytes`. */
export async function readCappedBody(
  req: Request,
  maxBytes: number,
  onChunk: (chunk: Uint8Array) => void = () => {},
): Promise<number> {
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw fail('payload_too_large');
  if (!req.body) return 0;
  const reader = req.body.getReader();
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return total;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw fail('payload_too_large');
    }
    onChunk(value);
  }
}
