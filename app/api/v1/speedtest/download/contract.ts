import { routeContract } from '@/lib/http/api/route/contract';
import { downloadQuery } from '@/lib/visitors/speedtest/query-schema';

/**
 * GET /api/v1/speedtest/download?bytes=N: N random bytes (at most 100 MB), streamed as they are read,
 * never compressed nor kept by any cache.
 */
export const GET = routeContract({
  method: 'GET',
  summary: 'bytes random bytes (at most 100 MB), streamed uncompressed and never stored by any cache',
  tag: 'speedtest',
  access: 'signed',
  query: downloadQuery,
  answer: { status: 200, mediaTypes: ['application/octet-stream'], description: 'Random bytes, as an attachment.' },
  errors: ['too_many'],
});
