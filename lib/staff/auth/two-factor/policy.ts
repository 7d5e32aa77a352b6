/**
 * Who must sign in with a second factor (REQUIRE_2FA: none | developer | all). Unset, the
 * installation's own default applies: a database set up from empty (its first admin account made by
 * the set-up) records `developer` in the `secrets` table; an installation from before this feature
 * has no such record and keeps `none` until REQUIRE_2FA says otherwise, so an upgrade never locks
 * its staff out of their work.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { secrets } from '@/lib/platform/secrets/table';
import type { Role } from '../rights';

export type TwoFactorPolicy = 'none' | 'developer' | 'all';
const NAME = 'require-2fa-default';

/** Records that this installation was set up from empty, so it requires two-factor of developers by default. */
export async function markNewInstall(db: Db): Promise<void> {
  await db.insert(secrets).values({ name: NAME, value: 'developer' }).onConflictDoNothing();
}

/** The policy in force: REQUIRE_2FA, else the installation's recorded default, else none. */
export async function twoFactorPolicy(db: Db): Promise<TwoFactorPolicy> {
  const configured = env().REQUIRE_2FA;
  if (configured) return configured;
  const [row] = await db.select({ value: secrets.value }).from(secrets).where(eq(secrets.name, NAME));
  return row?.value === 'developer' || row?.value === 'all' ? row.value : 'none';
}

/** Whether an account of `role` must have two-factor on. */
export function policyCovers(policy: TwoFactorPolicy, role: Role): boolean {
  return policy === 'all' || (policy === 'developer' && role === 'developer');
}
