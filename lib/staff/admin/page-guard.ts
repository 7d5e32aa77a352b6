/**
 * Server-side checks of the admin pages: a valid session, else the login; the section right, else
 * the page renders the admin's 403 page (components/admin/admin-forbidden.tsx) itself. Nothing here
 * calls forbidden(): Next renders that page only in the browser, never in the server's HTML.
 */
import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '@/lib/platform/db';
import { logger } from '@/lib/platform/log/logger';
import { readSessionToken } from '@/lib/staff/auth/cookie';
import { hasRight, type Section } from '@/lib/staff/auth/rights';
import { readSession, type Staff } from '@/lib/staff/auth/session';
import { owesTwoFactor } from '@/lib/staff/auth/two-factor/owes';
import type { Lang } from '@/lib/platform/i18n/locales';
import { hasInboxRight, type InboxSection } from '@/lib/staff/inbox/sections';
import { hasInterestRight, INTEREST } from '@/lib/visitors/interest/rights';
import { hasMediaRight, MEDIA } from '@/lib/content/media/rights';

/** The signed-in staff member and whether they may open the page; a refused page shows AdminForbidden. */
export type PageAccess = { staff: Staff; allowed: boolean };

function access(staff: Staff, allowed: boolean, section: string): PageAccess {
  if (!allowed)
    logger().warn(
      { event: 'admin_page_denied', reason: 'forbidden', userId: staff.id, role: staff.role, section },
      'admin page without the right: answered 403',
    );
  return { staff, allowed };
}

/** The signed-in staff member, even one who still owes two-factor set-up (the frame, the profile page), or a redirect to the login. */
export async function requirePageSignedIn(lang: Lang): Promise<Staff> {
  const staff = await readSession(await getDb(), readSessionToken(await cookies()), new Date());
  if (!staff) {
    logger().info(
      { event: 'admin_page_denied', reason: 'unauthorized' },
      'admin page without a session: sent to the login',
    );
    redirect(`/${lang}/site/adm/login`);
  }
  return staff;
}

/** The signed-in staff member, or a redirect to the login; one whose role must have two-factor and has not goes to the profile to set it up. */
export async function requirePageStaff(lang: Lang): Promise<Staff> {
  const staff = await requirePageSignedIn(lang);
  if (await owesTwoFactor(await getDb(), staff)) {
    logger().info(
      { event: 'admin_page_denied', reason: 'two_factor_setup', userId: staff.id },
      'admin page before two-factor set-up: sent to the profile',
    );
    redirect(`/${lang}/adm/profile`);
  }
  return staff;
}

/** The signed-in staff member and whether they hold a section's right. */
export async function requirePageRight(lang: Lang, section: Section): Promise<PageAccess> {
  const staff = await requirePageStaff(lang);
  return access(staff, hasRight(staff.role, section), section);
}

/** The signed-in staff member and whether they may open an inbox section. */
export async function requirePageInboxRight(lang: Lang, section: InboxSection): Promise<PageAccess> {
  const staff = await requirePageStaff(lang);
  return access(staff, hasInboxRight(staff.role, section), section);
}

/** The signed-in staff member and whether they are a developer (the audit trail). */
export async function requirePageDeveloper(lang: Lang): Promise<PageAccess> {
  const staff = await requirePageStaff(lang);
  return access(staff, staff.role === 'developer', 'audit');
}

/** The signed-in staff member and whether they may open the interest list. */
export async function requirePageInterestRight(lang: Lang): Promise<PageAccess> {
  const staff = await requirePageStaff(lang);
  return access(staff, hasInterestRight(staff.role), INTEREST);
}

/** The signed-in staff member and whether they may open the media library. */
export async function requirePageMediaRight(lang: Lang): Promise<PageAccess> {
  const staff = await requirePageStaff(lang);
  return access(staff, hasMediaRight(staff.role), MEDIA);
}
