/**
 * Guards of the admin handlers: a valid session (401), the section right (403), and for
 * state-changing calls a same-origin request (403 cross_site), so a forged cross-site form fails.
 */
import 'server-only';
import type { NextRequest } from 'next/server';
import { apiError } from '@/lib/api/errors';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { readSessionToken } from './cookie';
import { hasRight, type Section } from './rights';
import { readSession, type Staff } from './session';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request was sent by a page of our own origin. */
export function isSameOrigin(req: NextRequest): boolean {
  if (req.headers.get('sec-fetch-site') === 'same-origin') return true;
  const origin = req.headers.get('origin');
  if (!origin) return false;
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? req.nextUrl.host;
  try {
    const from = new URL(origin);
    // Behind a proxy that rewrites Host, the public origin (SITE_URL) is ours too.
    return from.host === host || from.origin === new URL(env().SITE_URL).origin;
  } catch {
    return false;
  }
}

/** The signed-in staff member (any role), or ApiError 401; state-changing calls must be same-origin. */
export async function requireStaff(req: NextRequest, now: Date = new Date()): Promise<Staff> {
  if (!SAFE.has(req.method) && !isSameOrigin(req)) throw apiError('cross_site');
  const staff = await readSession(await getDb(), readSessionToken(req.cookies), now);
  if (!staff) throw apiError('unauthorized');
  return staff;
}

/** The signed-in staff member holding the right to a section, or ApiError 401/403. */
export async function requireRight(req: NextRequest, section: Section, now: Date = new Date()): Promise<Staff> {
  const staff = await requireStaff(req, now);
  if (!hasRight(staff.role, section)) throw apiError('forbidden');
  return staff;
}

/** The signed-in developer-role staff member (audit trail), or ApiError 401/403. */
export async function requireDeveloper(req: NextRequest, now: Date = new Date()): Promise<Staff> {
  const staff = await requireStaff(req, now);
  if (staff.role !== 'developer') throw apiError('forbidden');
  return staff;
}
