import { apiHandler } from '@/lib/api/handler';
import { parseQuery } from '@/lib/api/parse';
import { enforceRateLimit } from '@/lib/abuse/rate-limit';
import { downloadQuery } from '@/lib/speedtest/query-schema';
import { randomByteStream } from '@/lib/speedtest/random-bytes';

/**
 * GET /api/v1/speedtest/download?bytes=N: N random bytes (at most 100 MB), streamed as they are
 * read. Octet-stream (which no compressor here takes as compressible) and no-transform, so neither
 * Next nor a proxy compresses it; no-store, so nothing keeps it (the front server passes this path
 * straight through: lib/server/page-cache.mjs).
 */
export const GET = apiHandler(async (req) => {
  const { bytes } = parseQuery(req.nextUrl, downloadQuery);
  await enforceRateLimit(req, 'speedtest');
  return new Response(randomByteStream(bytes), {
    headers: {
      'content-type': 'application/octet-stream',
      'content-length': String(bytes),
      'cache-control': 'no-store, no-transform',
      // opened by hand, it is saved rather than shown
      'content-disposition': 'attachment; filename="speedtest.bin"',
    },
  });
});
