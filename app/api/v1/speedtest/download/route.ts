import { defineRoute } from '@/lib/http/api/route/define-route';
import { enforceRateLimit } from '@/lib/platform/abuse/rate-limit';
import { randomByteStream } from '@/lib/visitors/speedtest/random-bytes';
import * as contract from './contract';

/**
 * Octet-stream (which no compressor here takes as compressible) and no-transform, so neither Next nor a
 * proxy compresses it; no-store, so nothing keeps it (the front server passes this path straight through:
 * lib/platform/server/page-cache.mjs).
 */
export const GET = defineRoute(contract.GET, async ({ req, query: { bytes } }) => {
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
