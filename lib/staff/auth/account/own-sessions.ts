/** The owner's view of their sessions: the list, ending one, ending all but the current one. */
import 'server-only';
import { and, desc, eq, ne } from 'drizzle-orm';
import { fail } from '@/lib/platform/errors/domain-error';
import type { Db } from '@/lib/platform/db/client';
import { adminSessions } from '@/lib/platform/db/schema';
import type { Staff } from '../session';
import { recordAccountEvent } from './account-event';

/** One session as the API answers it. */
export type SessionItem = {
  id: number;
  created_at: string;
  last_seen_at: string;
  ip: string | null;
  user_agent: string | null;
  current: boolean;
};

/** The account's sessions, the latest used first, the current one marked. */
export async function listOwnSessions(db: Db, staff: Staff): Promise<SessionItem[]> {
  const rows = await db
    .select()
    .from(adminSessions)
    .where(eq(adminSessions.userId, staff.id))
    .orderBy(desc(adminSessions.lastSeenAt), desc(adminSessions.id));
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    ip: row.ip,
    user_agent: row.userAgent,
    current: row.id === staff.sessionId,
  }));
}

/** Ends one session of the account (404 when it is not one of theirs). */
export async function endOwnSession(db: Db, staff: Staff, id: number): Promise<void> {
  const ended = await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.id, id), eq(adminSessions.userId, staff.id)))
    .returning({ id: adminSessions.id });
  if (ended.length === 0) throw fail('not_found');
  await recordAccountEvent(db, staff, 'session_ended', { session: id });
}

/** Ends every session of the account but the current one; answers how many ended. */
export async function endOtherSessions(db: Db, staff: Staff): Promise<number> {
  const ended = await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.userId, staff.id), ne(adminSessions.id, staff.sessionId ?? -1)))
    .returning({ id: adminSessions.id });
  return ended.length;
}
