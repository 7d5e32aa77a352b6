/** Server-side checks of the admin pages: a valid session, else the login; the section right, else the admin's 403 page. */
import 'server-only';
import { cookies } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { getDb } from '@/lib/db';
import { logger } from '@/lib/log/logger';
import { readSessionToken } from '@/lib/auth/cookie';
import { hasRight, type Section } from '@/lib/auth/rights';
import { readSession, type Staff } from '@/lib/auth/session';
import { owesTwoFactor } from '@/lib/auth/two-factor/owes';
import type { Lang } from '@/lib/i18n/locales';
import { hasInboxRight, type InboxSection } from '@/lib/inbox/sections';
import { hasInterestRight, INTEREST } from '@/lib/interest/rights';

// app/[lang]/adm/forbidden.tsx answers inside the admin frame, with HTTP 403 and the sections the account has.
function refuse(staff: Staff, section: string): never {
  logger().warn(
    { event: 'admin_page_denied', reason: 'forbidden', userId: staff.id, role: staff.role, section },
    'admin page without the right: answered 403',
  );
  forbidden();
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

/** The signed-in staff member holding a section's right; without it, the admin's 403 page. */
export async function requirePageRight(lang: Lang, section: Section): Promise<Staff> {
  const staff = await requirePageStaff(lang);
  if (!hasRight(staff.role, section)) refuse(staff, section);
  return staff;
}

/** The signed-in staff member who may open an inbox section; without it, as a content section without its right. */
export async function requirePageInboxRight(lang: Lang, section: InboxSection): Promise<Staff> {
  const staff = await requirePageStaff(lang);
  if (!hasInboxRight(staff.role, section)) refuse(staff, section);
  return staff;
}

/** The signed-in developer (the audit trail); anyone else gets the 403 page. */
export async function requirePageDeveloper(lang: Lang): Promise<Staff> {
  const staff = await requirePageStaff(lang);
  if (staff.role !== 'developer') refuse(staff, 'audit');
  return staff;
}

/** The signed-in staff member who may open the interest list; anyone else gets the 403 page. */
export async function requirePageInterestRight(lang: Lang): Promise<Staff> {
  const staff = await requirePageStaff(lang);
  if (!hasInterestRight(staff.role)) refuse(staff, INTEREST);
  return staff;
}
