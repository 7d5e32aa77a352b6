/** Reads an upload's body to the end, counting its bytes and keeping none of them. */
import 'server-only';
import { DomainError, fail } from '@/lib/platform/errors/domain-error';
import { readCappedBody } from '@/lib/platform/http/capped-body';
import { MAX_UPLOAD_BYTES } from './sizes';

/** The number of bytes of `req`'s octet-stream body: 415 envelope for another type, 413 past the per-call limit. */
export async function countUploadedBytes(req: Request): Promise<number> {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/octet-stream') throw fail('unsupported_media');
  let received = 0;
  try {
    return await readCappedBody(req, MAX_UPLOAD_BYTES, (chunk) => {
      received += chunk.byteLength;
    });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // The connection ended mid-body: the page stops its uploads when its time is up, and nobody reads this answer.
    return received;
  }
}
