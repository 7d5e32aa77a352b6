/**
 * Guards of the admin handlers: a valid session (401), the section right (403), and for
 * state-changing calls a same-origin request (403 cross_site), so a forged cross-site form fails.
 */
import 'server-only';
import type { NextRequest } from 'next/server';
import { fail } from '@/lib/platform/errors/domain-error';
import { SAFE_METHODS, isSameOrigin } from '@/lib/http/api/origin';
import { getDb } from '@/lib/platform/db';
import { logger } from '@/lib/platform/log/logger';
import { readSessionToken } from './cookie';
import { readSession, type Staff } from './session';
import { owesTwoFactor } from './two-factor/owes';

type Denial = 'cross_site' | 'unauthorized' | 'forbidden' | 'two_factor_setup';

/** Logs a refused admin call and answers the error to throw. */
function denied(req: NextRequest, code: Denial, details: { staff?: Staff; section?: string } = {}) {
  const { staff, section } = details;
  logger().warn(
    {
      event: 'admin_access_denied',
      reason: code,
      method: req.method,
      path: req.nextUrl.pathname,
      userId: staff?.id,
      role: staff?.role,
      section,
    },
    'admin call refused',
  );
  return fail(code);
}

/**
 * The signed-in staff member even while their role still owes two-factor set-up (their own profile
 * calls), or DomainError 401; state-changing calls must be same-origin.
 */
export async function requireSignedIn(req: NextRequest, now: Date = new Date()): Promise<Staff> {
  if (!SAFE_METHODS.has(req.method) && !isSameOrigin(req)) throw denied(req, 'cross_site');
  const staff = await readSession(await getDb(), readSessionToken(req.cookies), now);
  if (!staff) throw denied(req, 'unauthorized');
  return staff;
}

/** The signed-in staff member (any role), or DomainError 401, or 403 two_factor_setup while REQUIRE_2FA asks them to set it up. */
export async function requireStaff(req: NextRequest, now: Date = new Date()): Promise<Staff> {
  const staff = await requireSignedIn(req, now);
  if (await owesTwoFactor(await getDb(), staff)) throw denied(req, 'two_factor_setup', { staff });
  return staff;
}

/** The signed-in developer-role staff member (audit trail), or DomainError 401/403. */
export async function requireDeveloper(req: NextRequest, now: Date = new Date()): Promise<Staff> {
  const staff = await requireStaff(req, now);
  if (staff.role !== 'developer') throw denied(req, 'forbidden', { staff, section: 'audit' });
  return staff;
}

/** For handlers that check a right themselves (several sections may do): logs the refusal and answers DomainError 403. */
export function forbidden(req: NextRequest, staff: Staff, section: string) {
  return denied(req, 'forbidden', { staff, section });
}
