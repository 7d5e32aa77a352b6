/** The owner's two-factor calls: start set-up (a new pending secret), enable with a first code, disable with password and code. */
import 'server-only';
import { eq } from 'drizzle-orm';
import { fail } from '@/lib/platform/errors/domain-error';
import type { Db } from '@/lib/platform/db/client';
import { adminUsers } from '@/lib/platform/db/schema';
import { sendSecurityNotice } from '../account/account-mail';
import { recordAccountEvent } from '../account/account-event';
import { verifyPassword } from '../password';
import type { Staff } from '../session';
import { acceptSecondFactor, acceptTotp } from './check-code';
import { dropRecoveryCodes, issueRecoveryCodes } from './recovery-codes';
import { sealSecret } from './secret-box';
import { newTotpSecret, otpauthUrl } from './totp';

const ISSUER = 'TashNet';

async function accountOf(db: Db, id: number) {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id));
  if (!row) throw fail('unauthorized');
  return row;
}

/** Makes a new pending secret (two-factor stays off until a code confirms it); answers it and its otpauth:// address. */
export async function startTwoFactorSetup(db: Db, staff: Staff): Promise<{ secret: string; otpauth_url: string }> {
  const account = await accountOf(db, staff.id);
  if (account.totpEnabled) throw fail('conflict');
  const secret = newTotpSecret();
  await db
    .update(adminUsers)
    .set({ totpSecret: await sealSecret(db, secret), totpLastStep: null })
    .where(eq(adminUsers.id, staff.id));
  await recordAccountEvent(db, staff, 'two_factor_setup_started');
  return { secret, otpauth_url: otpauthUrl(secret, account.email, ISSUER) };
}

/** Turns two-factor on once a code of the pending secret is right; answers the ten recovery codes (shown once). */
export async function enableTwoFactor(db: Db, staff: Staff, code: string, now: Date): Promise<string[]> {
  const account = await accountOf(db, staff.id);
  if (account.totpEnabled) throw fail('conflict');
  if (!account.totpSecret) throw fail('validation', [{ path: 'code', key: 'setupFirst' }]);
  if (!(await acceptTotp(db, account, code, now))) throw fail('validation', [{ path: 'code', key: 'wrongCode' }]);
  await db.update(adminUsers).set({ totpEnabled: true }).where(eq(adminUsers.id, staff.id));
  const codes = await issueRecoveryCodes(db, staff.id);
  await recordAccountEvent(db, staff, 'two_factor_enabled');
  return codes;
}

/** Turns two-factor off after the password and a current (or recovery) code; the owner is e-mailed. */
export async function disableTwoFactor(db: Db, staff: Staff, password: string, code: string, now: Date): Promise<void> {
  const account = await accountOf(db, staff.id);
  if (!account.totpEnabled) throw fail('conflict');
  if (!(await verifyPassword(account.passwordHash, password)))
    throw fail('validation', [{ path: 'password', key: 'wrongPassword' }]);
  if (!(await acceptSecondFactor(db, account, code, now)))
    throw fail('validation', [{ path: 'code', key: 'wrongCode' }]);
  await db
    .update(adminUsers)
    .set({ totpEnabled: false, totpSecret: null, totpLastStep: null })
    .where(eq(adminUsers.id, staff.id));
  await dropRecoveryCodes(db, staff.id);
  await recordAccountEvent(db, staff, 'two_factor_disabled');
  // Sent in the background: a slow mail server never holds up the answer.
  void sendSecurityNotice(account.email, 'twoFactorOff');
}
