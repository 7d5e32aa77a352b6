/** The guard of the inbox handlers: a session (401), a known inbox section (404), and its right (403). */
import 'server-only';
import type { NextRequest } from 'next/server';
import { apiError } from '@/lib/api/errors';
import { forbidden, requireStaff } from '@/lib/auth/require-right';
import type { Staff } from '@/lib/auth/session';
import { hasInboxRight, isInboxSection, type InboxSection } from './sections';

/** The signed-in staff member holding the right to the inbox section `value` names; ApiError otherwise. */
export async function requireInboxRight(
  req: NextRequest,
  value: string,
): Promise<{ staff: Staff; section: InboxSection }> {
  // The session comes first: without one, nobody learns which sections exist.
  const staff = await requireStaff(req);
  if (!isInboxSection(value)) throw apiError('not_found');
  if (!hasInboxRight(staff.role, value)) throw forbidden(req, staff, value);
  return { staff, section: value };
}
