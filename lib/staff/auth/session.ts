/**
 * Staff sessions: a random 256-bit token in an httpOnly cookie, kept in the database only as its
 * SHA-256 hash, with a sliding idle expiry (30 min) and an absolute one (8 h) from creation.
 */
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, or } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { adminSessions, adminUsers } from '@/lib/platform/db/schema';
import type { Role } from './rights';

export const IDLE_MS = 30 * 60 * 1000;
export const ABSOLUTE_MS = 8 * 60 * 60 * 1000;

/** The staff member behind a valid session (with the session's id and whether two-factor is on, when read from one). */
export type Staff = { id: number; email: string; role: Role; sessionId?: number; totpEnabled?: boolean };

/** Where a session was started from, shown in the owner's sessions list. */
export type SessionOrigin = { ip?: string; userAgent?: string | null };

/** The stored form of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session for a user and returns its token (only the hash is stored). */
export async function createSession(db: Db, userId: number, now: Date, origin: SessionOrigin = {}): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(adminSessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + ABSOLUTE_MS),
    ip: origin.ip ?? null,
    userAgent: origin.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/** The staff member of a token, sliding its idle expiry; null when unknown, expired or disabled. */
export async function readSession(db: Db, token: string | undefined, now: Date): Promise<Staff | null> {
  if (!token) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      sessionId: adminSessions.id,
      lastSeenAt: adminSessions.lastSeenAt,
      expiresAt: adminSessions.expiresAt,
      id: adminUsers.id,
      email: adminUsers.email,
      role: adminUsers.role,
      disabled: adminUsers.disabled,
      totpEnabled: adminUsers.totpEnabled,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(eq(adminSessions.tokenHash, tokenHash));
  if (!row) return null;
  const idleOver = now.getTime() - row.lastSeenAt.getTime() > IDLE_MS;
  if (row.disabled || idleOver || now >= row.expiresAt) {
    await db.delete(adminSessions).where(eq(adminSessions.id, row.sessionId));
    return null;
  }
  await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.id, row.sessionId));
  return { id: row.id, email: row.email, role: row.role, sessionId: row.sessionId, totpEnabled: row.totpEnabled };
}

/** Ends one session; answers the id of its user, or null when there was none. */
export async function deleteSession(db: Db, token: string): Promise<number | null> {
  const [ended] = await db
    .delete(adminSessions)
    .where(eq(adminSessions.tokenHash, hashToken(token)))
    .returning({ userId: adminSessions.userId });
  return ended?.userId ?? null;
}

/** Ends every session of a user (disable, password change). */
export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.userId, userId));
}

/** Removes expired sessions so the table does not grow without bound. */
export async function purgeExpiredSessions(db: Db, now: Date): Promise<void> {
  await db
    .delete(adminSessions)
    .where(or(lt(adminSessions.expiresAt, now), lt(adminSessions.lastSeenAt, new Date(now.getTime() - IDLE_MS))));
}
