import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getDb } from '@/lib/platform/db';
import { recordAccountEvent } from '@/lib/staff/auth/account/account-event';
import { endOtherSessions, endOwnSession, listOwnSessions } from '@/lib/staff/auth/account/own-sessions';
import * as contract from './contract';

/** GET /api/v1/user/sessions: {items} of the own sessions, the current one marked. */
export const GET = defineRoute(contract.GET, async ({ staff }) =>
  ok({ items: await listOwnSessions(await getDb(), staff) }),
);

/** DELETE /api/v1/user/sessions?id= ends one own session; ?others=true ends all but the current ({ended}). */
export const DELETE = defineRoute(contract.DELETE, async ({ staff, query }) => {
  const db = await getDb();
  if ('id' in query) {
    await endOwnSession(db, staff, query.id);
    return ok({ ended: 1 });
  }
  const ended = await endOtherSessions(db, staff);
  await recordAccountEvent(db, staff, 'other_sessions_ended', { ended });
  return ok({ ended });
});
