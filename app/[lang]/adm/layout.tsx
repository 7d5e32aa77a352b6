import type { ReactNode } from 'react';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/locales';
import { accessRights } from '@/lib/auth/rights';
import { requirePageStaff } from '@/lib/admin/page-guard';
import { AdminSession } from '@/components/admin/admin-session';
import { LogoutButton } from '@/components/admin/logout-button';
import { newCounts } from '@/components/admin/inbox/new-counts';
import { NewCountBadge } from '@/components/admin/inbox/new-count-badge';

// Every admin page depends on the session cookie: rendered per request, never cached.
export const dynamic = 'force-dynamic';

/** The admin frame (not the public header/footer): section menu from the account's rights and logout. */
export default async function AdminLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const staff = await requirePageStaff(lang);
  const [t, s, counts] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Admin' }),
    getTranslations({ locale: lang, namespace: 'AdminSections' }),
    newCounts(lang, staff.role),
  ]);
  const sections = accessRights(staff.role);
  return (
    <div className="flex min-h-screen flex-col">
      <AdminSession lang={lang} />
      <header className="bg-brand-800 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link href={`/${lang}/adm`} className="font-bold">
            {t('brand')}
          </Link>
          <div className="flex items-center gap-3 text-sm">
            <span>{staff.email}</span>
            <Link href={`/${lang}`} className="underline">
              {t('toSite')}
            </Link>
            <LogoutButton lang={lang} label={t('logout')} />
          </div>
        </div>
        <nav aria-label={t('menuLabel')} className="bg-brand-700">
          <ul className="mx-auto flex max-w-7xl flex-wrap gap-1 px-4 py-2 text-sm">
            {sections.map((code) => (
              <li key={code}>
                <Link href={`/${lang}/adm/${code}`} className="block rounded px-2 py-1 hover:bg-surface/15">
                  {s(code)}
                  <NewCountBadge entry={counts[code]} />
                </Link>
              </li>
            ))}
            {staff.role === 'developer' ? (
              <li>
                <Link href={`/${lang}/adm/audit`} className="block rounded px-2 py-1 hover:bg-surface/15">
                  {t('audit')}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        {children}
      </main>
    </div>
  );
}
