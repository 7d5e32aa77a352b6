/**
 * The access check of a contract, run before any input is read: the session first, then the right,
 * so a caller without them learns nothing from validation (the ways requireStaff and hasRight check).
 */
import 'server-only';
import type { NextRequest } from 'next/server';
import { forbidden, requireDeveloper, requireSignedIn, requireStaff } from '@/lib/staff/auth/require-right';
import { ACCESS_RIGHTS, hasAccessRight, type AccessRight } from '@/lib/staff/auth/rights';
import type { Staff } from '@/lib/staff/auth/session';
import { requireMediaRight } from '@/lib/content/media/guard';
import { fail } from '@/lib/platform/errors/domain-error';
import { isSameOrigin } from '../origin';
import type { RouteContract } from './contract';

/** The staff member a call's access lets through, or DomainError 401/403/404; undefined for public and signed calls. */
export async function checkAccess(
  req: NextRequest,
  contract: RouteContract,
  params: Record<string, unknown>,
): Promise<Staff | undefined> {
  const { access } = contract;
  switch (access) {
    case 'public':
    case 'signed':
      return undefined;
    case 'same-origin':
      if (!isSameOrigin(req)) throw fail('cross_site');
      return undefined;
    case 'account':
      return requireSignedIn(req);
    case 'staff':
    case 'body-section':
      return requireStaff(req);
    case 'developer':
      return requireDeveloper(req);
    case 'media':
      return requireMediaRight(req);
    case 'path-section':
      return pathSectionStaff(req, contract, params);
    default:
      return rightStaff(req, access);
  }
}

async function rightStaff(req: NextRequest, right: AccessRight): Promise<Staff> {
  const staff = await requireStaff(req);
  if (!hasAccessRight(staff.role, right)) throw forbidden(req, staff, right);
  return staff;
}

// Without a session nobody learns which sections exist; with one, a code the params refuse is an unknown path.
async function pathSectionStaff(req: NextRequest, contract: RouteContract, params: Record<string, unknown>) {
  const staff = await requireStaff(req);
  const section = contract.params?.safeParse(params);
  if (!section?.success) throw fail('not_found');
  const code = String(section.data.section) as AccessRight;
  if (!ACCESS_RIGHTS.includes(code) || !hasAccessRight(staff.role, code)) throw forbidden(req, staff, code);
  return staff;
}
