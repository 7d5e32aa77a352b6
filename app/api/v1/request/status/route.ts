import { ok } from '@/lib/http/api/envelope';
import { fail } from '@/lib/platform/errors/domain-error';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { clientIp } from '@/lib/platform/http/client-ip';
import { lookUpRequest } from '@/lib/visitors/tracking/lookup';
import * as contract from './contract';

/** GET /api/v1/request/status?reference=&phone=: a connection request's state and history; one 404 for any mismatch (rate limited). */
export const GET = defineRoute(contract.GET, async ({ req, query: { reference, phone } }) => {
  const status = await lookUpRequest(clientIp(req), reference, phone);
  if (!status) throw fail('not_found');
  return ok(status);
});
