/**
 * Reset by e-mail: a request answers the same for any address (rate limited per client address
 * and per typed address); a known, active account gets a single-use link valid 30 minutes, kept
 * only as its hash. Using it sets the password and ends every session; two-factor stays on.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { countHit } from '@/lib/platform/abuse/rate-limit';
import { fail } from '@/lib/platform/errors/domain-error';
import type { Db } from '@/lib/platform/db/client';
import { adminPasswordResets, adminUsers } from '@/lib/platform/db/schema';
import { env } from '@/lib/platform/env';
import type { Lang } from '@/lib/platform/i18n/locales';
import { logger } from '@/lib/platform/log/logger';
import { assertUncommonPassword } from '../common-password';
import { normalizeEmail } from '../login';
import { passwordSchema } from '../password-policy';
import { deleteUserSessions, hashToken } from '../session';
import { sendResetLink, sendSecurityNotice } from './account-mail';
import { recordAccountEvent } from './account-event';
import { storePassword } from './own-password';

export const RESET_MINUTES = 30;
const WINDOW_MS = 60 * 60 * 1000;
const PER_IP = 10;
const PER_ACCOUNT = 3;

export const forgotSchema = z.object({ email: z.email().max(200) });
export const resetSchema = z.object({ token: z.string().min(20).max(100), new: passwordSchema });

/** Whether reset by e-mail is offered (SMTP_URL set); otherwise the page says to ask a developer. */
export function resetByMailOffered(): boolean {
  return Boolean(env().SMTP_URL);
}

/** Handles a "forgot password" request; throws 429 too_many past a limit, 503 when no mail can be sent. */
export async function requestPasswordReset(db: Db, rawEmail: string, ip: string, lang: Lang, now: Date): Promise<void> {
  if (!resetByMailOffered()) throw fail('unavailable');
  const email = normalizeEmail(rawEmail);
  const byIp = await countHit('password-forgot-ip', ip, WINDOW_MS, now.getTime(), db);
  const byAccount = await countHit('password-forgot-account', email, WINDOW_MS, now.getTime(), db);
  if (byIp > PER_IP || byAccount > PER_ACCOUNT) {
    logger().warn({ event: 'admin_password_reset_throttled', ip }, 'password reset request refused: too many');
    throw fail('too_many');
  }
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.email, email));
  if (!user || user.disabled) {
    // The typed address is not logged: it may be a mistyped password or someone else's address.
    logger().info({ event: 'admin_password_reset_unknown', ip }, 'password reset requested for no active account');
    return;
  }
  const token = randomBytes(32).toString('base64url');
  await db.insert(adminPasswordResets).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + RESET_MINUTES * 60_000),
  });
  await recordAccountEvent(db, user, 'password_reset_requested', { ip });
  // The token travels in the fragment, which browsers never send to a server or in a Referer.
  const link = new URL(`/${lang}/site/adm/reset#token=${token}`, env().SITE_URL).toString();
  void sendResetLink(user.email, link, RESET_MINUTES);
}

/** Sets a new password with a reset link's token (once, within its time); every session of the account ends. */
export async function resetPassword(db: Db, input: z.infer<typeof resetSchema>, now: Date): Promise<void> {
  // Before the link is spent, so a refused password leaves it usable.
  assertUncommonPassword(input.new, 'new');
  const [used] = await db
    .update(adminPasswordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminPasswordResets.tokenHash, hashToken(input.token)),
        isNull(adminPasswordResets.usedAt),
        gt(adminPasswordResets.expiresAt, now),
      ),
    )
    .returning({ userId: adminPasswordResets.userId });
  if (!used) {
    logger().warn({ event: 'admin_password_reset_refused' }, 'password reset with an unknown, used or expired link');
    throw fail('validation', [{ path: 'token', key: 'resetLinkInvalid' }]);
  }
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.id, used.userId));
  if (!user) throw fail('validation', [{ path: 'token', key: 'resetLinkInvalid' }]);
  await storePassword(db, user.id, input.new, now);
  await deleteUserSessions(db, user.id);
  await recordAccountEvent(db, user, 'password_reset');
  void sendSecurityNotice(user.email, 'passwordChanged');
}
