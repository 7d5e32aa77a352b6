/** Whether a signed-in staff member must still set up two-factor before reaching anything but their profile. */
import 'server-only';
import type { Db } from '@/lib/platform/db/client';
import type { Staff } from '../session';
import { policyCovers, twoFactorPolicy } from './policy';

/** True when REQUIRE_2FA (or the installation's default) covers the role and the account has two-factor off. */
export async function owesTwoFactor(db: Db, staff: Staff): Promise<boolean> {
  if (staff.totpEnabled) return false;
  return policyCovers(await twoFactorPolicy(db), staff.role);
}
