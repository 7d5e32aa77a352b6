import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { parseBody } from '@/lib/api/parse';
import { getDb } from '@/lib/db';
import { requireInboxRight } from '@/lib/inbox/guard';
import { retryBody } from '@/lib/inbox/request-schemas';
import { retryForwarding } from '@/lib/inbox/retry-forwarding';

/** POST /api/v1/adm/requests/retry {id}: forwards a pending or failed request to billing now, same reference (the requests right). */
export const POST = apiHandler(async (req) => {
  const { staff } = await requireInboxRight(req, 'requests');
  const { id } = await parseBody(req, retryBody);
  return ok(await retryForwarding(await getDb(), staff, id));
});
