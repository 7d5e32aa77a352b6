import { openApiDocument } from '@/lib/http/api/openapi/document';
import { defineRoute } from '@/lib/http/api/route/define-route';
import * as contract from './contract';
import { CONTRACTS } from './contracts';

/** GET /api/v1/openapi.json: unsigned and cacheable, since it is the same for everyone and holds no secret. */
export const GET = defineRoute(contract.GET, async () =>
  Response.json(openApiDocument(CONTRACTS), { headers: { 'Cache-Control': 'public, max-age=3600' } }),
);
