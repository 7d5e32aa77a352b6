/** Server-side checks of the admin pages: a valid session, else the login; the section right, else the home page. */
import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '@/lib/db';
import { readSessionToken } from '@/lib/auth/cookie';
import { hasRight, type Section } from '@/lib/auth/rights';
import { readSession, type Staff } from '@/lib/auth/session';
import type { Lang } from '@/lib/i18n/locales';

/** The signed-in staff member, or a redirect to the admin login. */
export async function requirePageStaff(lang: Lang): Promise<Staff> {
  const staff = await readSession(await getDb(), readSessionToken(await cookies()), new Date());
  if (!staff) redirect(`/${lang}/site/adm/login`);
  return staff;
}

/** The signed-in staff member holding a section's right; without it, back to '/' (SPEC §4). */
export async function requirePageRight(lang: Lang, section: Section): Promise<Staff> {
  const staff = await requirePageStaff(lang);
  if (!hasRight(staff.role, section)) redirect(`/${lang}`);
  return staff;
}
