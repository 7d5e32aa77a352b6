/**
 * Any /api/v1 path without its own route: a 404 envelope, whatever the method or the query. No operation
 * can name it; the document states it in its description.
 */
import { routeContract, type HttpMethod } from '@/lib/http/api/route/contract';

const notFound = <M extends HttpMethod>(method: M) =>
  routeContract({
    method,
    summary: 'Any other path: 404 not_found',
    tag: 'service',
    access: 'public',
    langQuery: false,
    answer: { status: 404, mediaTypes: ['application/json'], description: 'The 404 not_found envelope.' },
  });

export const GET = notFound('GET');
export const POST = notFound('POST');
export const PUT = notFound('PUT');
export const PATCH = notFound('PATCH');
export const DELETE = notFound('DELETE');
// OPTIONS too: Next's own OPTIONS would answer 204 with an Allow header for a path that does not exist.
export const OPTIONS = notFound('OPTIONS');
