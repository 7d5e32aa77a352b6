/** The owner's password change: the current password, the one password rule; the other sessions end, the current stays. */
import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { fail } from '@/lib/platform/errors/domain-error';
import type { Db } from '@/lib/platform/db/client';
import { adminUsers } from '@/lib/platform/db/schema';
import { assertUncommonPassword } from '../common-password';
import { hashPassword, verifyPassword } from '../password';
import { passwordSchema } from '../password-policy';
import type { Staff } from '../session';
import { sendSecurityNotice } from './account-mail';
import { recordAccountEvent } from './account-event';
import { endOtherSessions } from './own-sessions';

/** The body of POST user/password. */
export const ownPasswordSchema = z.object({ current: z.string().min(1).max(200), new: passwordSchema });

/** Sets a staff member's password (hash, change time, lock cleared). */
export async function storePassword(db: Db, userId: number, password: string, now: Date): Promise<void> {
  await db
    .update(adminUsers)
    .set({
      passwordHash: await hashPassword(password),
      passwordChangedAt: now,
      updatedAt: now,
      failedLogins: 0,
      lockedUntil: null,
    })
    .where(eq(adminUsers.id, userId));
}

/** Changes the signed-in member's own password; answers how many other sessions ended. */
export async function changeOwnPassword(
  db: Db,
  staff: Staff,
  input: z.infer<typeof ownPasswordSchema>,
  now: Date,
): Promise<number> {
  const [account] = await db.select().from(adminUsers).where(eq(adminUsers.id, staff.id));
  if (!account || !(await verifyPassword(account.passwordHash, input.current)))
    throw fail('validation', [{ path: 'current', key: 'wrongPassword' }]);
  assertUncommonPassword(input.new, 'new');
  await storePassword(db, staff.id, input.new, now);
  const ended = await endOtherSessions(db, staff);
  await recordAccountEvent(db, staff, 'password_changed', { endedSessions: ended });
  void sendSecurityNotice(account.email, 'passwordChanged');
  return ended;
}
