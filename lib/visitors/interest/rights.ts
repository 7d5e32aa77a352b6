/** Who may open the interest list: the people who plan the network's growth and call the visitors back. Client-safe. */
import type { Role } from '@/lib/staff/auth/roles';

/** The code of the interest list among the access rights (its admin path too). */
export const INTEREST = 'interest' as const;

const HOLDERS: readonly Role[] = ['developer', 'manager', 'marketing'];

/** Whether a role may open the interest list. */
export function hasInterestRight(role: Role): boolean {
  return HOLDERS.includes(role);
}
