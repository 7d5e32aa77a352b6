import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { parseBody } from '@/lib/api/parse';
import { getDb } from '@/lib/db';
import { workStatusBody } from '@/lib/inbox/contract';
import { requireInboxRight } from '@/lib/inbox/guard';
import { setWorkStatus } from '@/lib/inbox/status';

/** POST /api/v1/adm/{section}/status {id, status}: moves an inbox item (author and time kept, audited); answers it. */
export const POST = apiHandler<{ section: string }>(async (req, { params }) => {
  const { staff, section } = await requireInboxRight(req, params.section);
  const { id, status } = await parseBody(req, workStatusBody);
  return ok(await setWorkStatus(await getDb(), staff, section, id, status));
});
