/**
 * Password login with a per-account lockout: 5 failures lock the account for 15 minutes, during
 * which even the right password is refused. An unknown e-mail costs the same argon2 work (a
 * dummy hash) and, after 5 tries, is 'locked' too, so answers never tell whether an account exists.
 */
import 'server-only';
import { countHit } from '@/lib/platform/abuse/rate-limit';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { adminUsers } from '@/lib/platform/db/schema';
import { fail } from '@/lib/platform/errors/domain-error';
import { logger } from '@/lib/platform/log/logger';
import { hashPassword, verifyPassword } from './password';
import { unknownLockEnd } from './unknown-lock';
import type { Staff } from './session';
import { acceptSecondFactor } from './two-factor/check-code';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MS = 15 * 60 * 1000;

let dummyHash: Promise<string> | undefined;

/** Normalises an e-mail for lookups. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

async function unknownAccountAttempt(db: Db, email: string, now: Date, ip: string): Promise<never> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, 'not-the-password');
  // unknown e-mails get the same lockout as accounts, so the answers never tell which exist
  const count = await countHit('admin-login-unknown', email, LOCK_MS, now.getTime(), db);
  // The typed e-mail is not logged: people type passwords into the e-mail field.
  logger().info({ event: 'admin_login_failed', reason: 'unknown_account', ip }, 'admin login failed');
  if (count > MAX_FAILED_LOGINS) throw lockedError(await unknownLockEnd(db, email, now, LOCK_MS));
  throw fail('bad_credentials');
}

/** The 429 answer of a locked login, saying until when (the envelope's params.until, ISO). */
function lockedError(until: Date) {
  return fail('locked', undefined, { until: until.toISOString() });
}

type Account = typeof adminUsers.$inferSelect;

/** Counts a failed sign-in towards the account's lockout (a wrong password and a wrong code alike) and throws the refusal. */
async function refuse(
  db: Db,
  user: Account,
  now: Date,
  ip: string,
  reason: string,
  code: 'bad_credentials' | 'otp_required',
): Promise<never> {
  // A lock that has run out starts a fresh count.
  const failures = (user.lockedUntil ? 0 : user.failedLogins) + 1;
  const lock = failures >= MAX_FAILED_LOGINS;
  const until = new Date(now.getTime() + LOCK_MS);
  await db
    .update(adminUsers)
    .set({ failedLogins: lock ? 0 : failures, lockedUntil: lock ? until : null })
    .where(eq(adminUsers.id, user.id));
  logger().info({ event: 'admin_login_failed', reason, userId: user.id, ip }, 'admin login failed');
  if (lock)
    logger().warn(
      { event: 'admin_account_locked', userId: user.id, ip, until: until.toISOString() },
      'admin account locked after repeated failures',
    );
  throw lock
    ? lockedError(until)
    : fail(code, code === 'otp_required' ? [{ path: 'otp', key: 'wrongCode' }] : undefined);
}

/**
 * Checks e-mail, password and (for an account with two-factor on) the code at time `now` (from
 * address `ip`, for the log); the staff member, or DomainError bad_credentials/otp_required/locked (with its end).
 */
export async function authenticate(
  db: Db,
  rawEmail: string,
  password: string,
  now: Date,
  ip = 'unknown',
  otp?: string,
): Promise<Staff> {
  const email = normalizeEmail(rawEmail);
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.email, email));
  if (!user) return unknownAccountAttempt(db, email, now, ip);
  if (user.lockedUntil && user.lockedUntil > now) {
    logger().warn({ event: 'admin_login_locked', userId: user.id, ip }, 'admin login refused: account locked');
    throw lockedError(user.lockedUntil);
  }
  const good = await verifyPassword(user.passwordHash, password);
  if (!good || user.disabled)
    return refuse(db, user, now, ip, user.disabled ? 'disabled' : 'wrong_password', 'bad_credentials');
  if (user.totpEnabled) {
    // The right password is not yet a sign-in: without a code no session, and no failure counted.
    if (!otp) throw fail('otp_required');
    const accepted = await acceptSecondFactor(db, user, otp, now);
    if (!accepted) return refuse(db, user, now, ip, 'wrong_code', 'otp_required');
    if (accepted === 'recovery')
      logger().warn({ event: 'admin_recovery_code_used', userId: user.id, ip }, 'admin signed in with a recovery code');
  }
  await db.update(adminUsers).set({ failedLogins: 0, lockedUntil: null }).where(eq(adminUsers.id, user.id));
  logger().info({ event: 'admin_login', userId: user.id, role: user.role, ip }, 'admin logged in');
  return { id: user.id, email: user.email, role: user.role };
}
