/** What the admin's frame and profile page read about the signed-in staff member, on the shared database. */
import 'server-only';
import { getDb } from '@/lib/platform/db';
import type { Staff } from '@/lib/staff/auth/session';
import { owesTwoFactor } from '@/lib/staff/auth/two-factor/owes';
import { listOwnSessions, type SessionItem } from './own-sessions';

/** Whether `staff` must still set up two-factor before any page but the profile opens. */
export async function readOwesTwoFactor(staff: Staff): Promise<boolean> {
  return owesTwoFactor(await getDb(), staff);
}

/** The signed-in sessions of `staff`. */
export async function readOwnSessions(staff: Staff): Promise<SessionItem[]> {
  return listOwnSessions(await getDb(), staff);
}
