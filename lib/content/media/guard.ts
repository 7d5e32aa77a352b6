/** The media library's handlers' check: a signed-in staff member who edits a section with images (401/403). */
import 'server-only';
import type { NextRequest } from 'next/server';
import { forbidden, requireStaff } from '@/lib/staff/auth/require-right';
import type { Staff } from '@/lib/staff/auth/session';
import { hasMediaRight, MEDIA } from './rights';

/** The staff member, or DomainError 401/403. */
export async function requireMediaRight(req: NextRequest): Promise<Staff> {
  const staff = await requireStaff(req);
  if (!hasMediaRight(staff.role)) throw forbidden(req, staff, MEDIA);
  return staff;
}
