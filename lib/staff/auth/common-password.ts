/**
 * The server half of the password policy (lib/staff/auth/password-policy.ts): never one of the million
 * most common passwords (Mozilla's list, shipped as the fxa-common-password-list package). It runs
 * on the server only, so the admin pages never download the list.
 */
import 'server-only';
import commonPasswords from 'fxa-common-password-list';
import { fail } from '@/lib/platform/errors/domain-error';

/** Whether a password is on the common-password list (case-insensitively). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.test(password) || commonPasswords.test(password.toLowerCase());
}

/** Refuses a common password with a 400 envelope naming the field. */
export function assertUncommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw fail('validation', [{ path: field, key: 'commonPassword' }]);
}
