/** The guard of the interest list's handlers: a session (401) and the interest right (403). */
import 'server-only';
import type { NextRequest } from 'next/server';
import { forbidden, requireStaff } from '@/lib/auth/require-right';
import type { Staff } from '@/lib/auth/session';
import { hasInterestRight, INTEREST } from './rights';

/** The signed-in staff member who may open the interest list; ApiError otherwise. */
export async function requireInterestRight(req: NextRequest): Promise<Staff> {
  const staff = await requireStaff(req);
  if (!hasInterestRight(staff.role)) throw forbidden(req, staff, INTEREST);
  return staff;
}
