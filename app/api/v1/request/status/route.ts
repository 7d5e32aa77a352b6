import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { apiError } from '@/lib/api/errors';
import { parseQuery } from '@/lib/api/parse';
import { clientIp } from '@/lib/http/client-ip';
import { lookUpRequest } from '@/lib/tracking/lookup';
import { statusQuery } from '@/lib/tracking/schemas';

/** GET /api/v1/request/status?reference=&phone=: a connection request's state and history; one 404 for any mismatch (rate limited). */
export const GET = apiHandler(async (req) => {
  const { reference, phone } = parseQuery(req.nextUrl, statusQuery);
  const status = await lookUpRequest(clientIp(req), reference, phone);
  if (!status) throw apiError('not_found');
  return ok(status);
});
