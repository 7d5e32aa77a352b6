/** The admin menu of one account, labelled in the admin's language, with the inbox sections' new counts. */
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import type { Role } from '@/lib/staff/auth/roles';
import { accessRights } from '@/lib/staff/auth/rights';
import { hasMediaRight, MEDIA } from '@/lib/content/media/rights';
import type { NewCounts } from '@/components/admin/inbox/new-counts';
import type { AdminNavGroup } from '@/components/admin/admin-nav';
import { visibleNavGroups } from './nav-groups';

/** The admin pages a role may open: its sections, the media library with an image section, and, for developers, the audit trail. */
export function adminPages(role: Role): string[] {
  return [...accessRights(role), ...(hasMediaRight(role) ? [MEDIA] : []), ...(role === 'developer' ? ['audit'] : [])];
}

/** The groups of the account's menu; none while it still owes two-factor set-up (its menu is the profile alone). */
export async function adminNavGroups(
  lang: Lang,
  role: Role,
  owes: boolean,
  counts: NewCounts,
): Promise<AdminNavGroup[]> {
  if (owes) return [];
  const [sections, admin, nav, media] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'AdminSections' }),
    getTranslations({ locale: lang, namespace: 'Admin' }),
    getTranslations({ locale: lang, namespace: 'AdminNav' }),
    getTranslations({ locale: lang, namespace: 'AdminMedia' }),
  ]);
  return visibleNavGroups(adminPages(role)).map(({ group, entries }) => ({
    code: group,
    label: nav(`groups.${group}`),
    items: entries.map((code) => ({
      href: `/${lang}/adm/${code}`,
      label: code === MEDIA ? media('navLabel') : sections.has(code) ? sections(code) : admin(code),
      badge: counts[code],
    })),
  }));
}
