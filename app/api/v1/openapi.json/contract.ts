import { routeContract } from '@/lib/http/api/route/contract';

/** GET /api/v1/openapi.json: unsigned and cacheable, since it is the same for everyone and holds no secret. */
export const GET = routeContract({
  method: 'GET',
  summary: 'This document',
  tag: 'service',
  access: 'public',
  answer: {
    status: 200,
    mediaTypes: ['application/json'],
    description: 'The OpenAPI 3.1 document, without the envelope.',
  },
});
