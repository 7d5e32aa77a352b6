/** Server-side checks of the admin pages: a valid session, else the login; the section right, else the home page. */
import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '@/lib/db';
import { logger } from '@/lib/log/logger';
import { readSessionToken } from '@/lib/auth/cookie';
import { hasRight, type Section } from '@/lib/auth/rights';
import { readSession, type Staff } from '@/lib/auth/session';
import type { Lang } from '@/lib/i18n/locales';
import { hasInboxRight, type InboxSection } from '@/lib/inbox/sections';

function sendHome(lang: Lang, staff: Staff, section: string): never {
  logger().warn(
    { event: 'admin_page_denied', reason: 'forbidden', userId: staff.id, role: staff.role, section },
    'admin page without the right: sent home',
  );
  redirect(`/${lang}`);
}

/** The signed-in staff member, or a redirect to the admin login. */
export async function requirePageStaff(lang: Lang): Promise<Staff> {
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

/** The signed-in staff member holding a section's right; without it, back to '/' (SPEC §4). */
export async function requirePageRight(lang: Lang, section: Section): Promise<Staff> {
  const staff = await requirePageStaff(lang);
  if (!hasRight(staff.role, section)) sendHome(lang, staff, section);
  return staff;
}

/** The signed-in staff member who may open an inbox section; without it, as a content section without its right. */
export async function requirePageInboxRight(lang: Lang, section: InboxSection): Promise<Staff> {
  const staff = await requirePageStaff(lang);
  if (!hasInboxRight(staff.role, section)) sendHome(lang, staff, section);
  return staff;
}

/** The signed-in developer (the audit trail); anyone else back to '/'. */
export async function requirePageDeveloper(lang: Lang): Promise<Staff> {
  const staff = await requirePageStaff(lang);
  if (staff.role !== 'developer') sendHome(lang, staff, 'audit');
  return staff;
}
