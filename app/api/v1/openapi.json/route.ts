import { apiHandler } from '@/lib/api/handler';
import { openApiDocument } from '@/lib/api/openapi/document';

/** GET /api/v1/openapi.json: the API contract; unsigned and cacheable, since it is the same for everyone and holds no secret. */
export const GET = apiHandler(
  async () => Response.json(openApiDocument(), { headers: { 'Cache-Control': 'public, max-age=3600' } }),
  { signed: false },
);
