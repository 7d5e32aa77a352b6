/** Checks a second-factor answer: a current TOTP code (each accepted once) or an unused recovery code. */
import 'server-only';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { adminUsers } from '@/lib/platform/db/schema';
import { spendRecoveryCode } from './recovery-codes';
import { openSecret } from './secret-box';
import { matchingStep } from './totp';

type Account = { id: number; totpSecret: string | null };

/** Accepts a TOTP code of the account's secret once: a later step than any accepted before. */
export async function acceptTotp(db: Db, account: Account, code: string, now: Date): Promise<boolean> {
  if (!account.totpSecret) return false;
  const step = matchingStep(await openSecret(db, account.totpSecret), code.replace(/\s/g, ''), now);
  if (step === null) return false;
  // One conditional update: of two requests with the same code only one moves the step on.
  const moved = await db
    .update(adminUsers)
    .set({ totpLastStep: step })
    .where(and(eq(adminUsers.id, account.id), or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step))))
    .returning({ id: adminUsers.id });
  return moved.length > 0;
}

/** Accepts a TOTP code or spends a recovery code; answers which, or null when neither. */
export async function acceptSecondFactor(
  db: Db,
  account: Account,
  code: string,
  now: Date,
): Promise<'totp' | 'recovery' | null> {
  if (/^\s*\d{6}\s*$/.test(code)) return (await acceptTotp(db, account, code, now)) ? 'totp' : null;
  return (await spendRecoveryCode(db, account.id, code, now)) ? 'recovery' : null;
}
