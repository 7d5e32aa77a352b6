import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { parseQuery } from '@/lib/api/parse';
import { getDb } from '@/lib/db';
import { recordAccountEvent } from '@/lib/auth/account/account-event';
import { endOtherSessions, endOwnSession, listOwnSessions } from '@/lib/auth/account/own-sessions';
import { endSessionsQuery } from '@/lib/auth/account/request-schemas';
import { requireSignedIn } from '@/lib/auth/require-right';

/** GET /api/v1/user/sessions: {items} of the own sessions, the current one marked. */
export const GET = apiHandler(async (req) => {
  const staff = await requireSignedIn(req);
  return ok({ items: await listOwnSessions(await getDb(), staff) });
});

/** DELETE /api/v1/user/sessions?id= ends one own session; ?others=true ends all but the current ({ended}). */
export const DELETE = apiHandler(async (req) => {
  const staff = await requireSignedIn(req);
  const query = parseQuery(req.nextUrl, endSessionsQuery);
  const db = await getDb();
  if ('id' in query) {
    await endOwnSession(db, staff, query.id);
    return ok({ ended: 1 });
  }
  const ended = await endOtherSessions(db, staff);
  await recordAccountEvent(db, staff, 'other_sessions_ended', { ended });
  return ok({ ended });
});
