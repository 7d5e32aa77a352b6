import { apiHandler } from '@/lib/api/handler';
import { apiError } from '@/lib/api/errors';

/** Any /api/v1 path without its own handler: a 404 envelope, whatever the method. */
const notFound = apiHandler<{ path: string[] }>(
  async () => {
    throw apiError('not_found');
  },
  { signed: false, langQuery: false },
);

// OPTIONS too: Next's own OPTIONS would answer 204 with an Allow header for a path that does not exist.
export {
  notFound as GET,
  notFound as POST,
  notFound as PUT,
  notFound as PATCH,
  notFound as DELETE,
  notFound as OPTIONS,
};
