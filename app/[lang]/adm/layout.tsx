import type { ReactNode } from 'react';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/locales';
import { accessRights } from '@/lib/auth/rights';
import { requirePageSignedIn } from '@/lib/admin/page-guard';
import { getDb } from '@/lib/db';
import { owesTwoFactor } from '@/lib/auth/two-factor/owes';
import { LogoutButton } from '@/components/admin/logout-button';
import { newCounts } from '@/components/admin/inbox/new-counts';
import { AdminNav, type AdminNavItem } from '@/components/admin/admin-nav';

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
  // The frame opens for staff who still owe two-factor set-up too: their menu is the profile alone.
  const staff = await requirePageSignedIn(lang);
  const owes = await owesTwoFactor(await getDb(), staff);
  const [t, s, n, counts] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Admin' }),
    getTranslations({ locale: lang, namespace: 'AdminSections' }),
    getTranslations({ locale: lang, namespace: 'AdminNav' }),
    newCounts(lang, staff.role),
  ]);
  const items: AdminNavItem[] = owes
    ? []
    : accessRights(staff.role).map((code) => ({
        href: `/${lang}/adm/${code}`,
        label: s(code),
        badge: counts[code],
      }));
  if (staff.role === 'developer' && !owes) items.push({ href: `/${lang}/adm/audit`, label: t('audit') });
  const account = (
    <>
      <span className="break-all">{staff.email}</span>
      <Link href={`/${lang}/adm/profile`} className="underline">
        {t('profile')}
      </Link>
      <Link href={`/${lang}`} className="underline">
        {t('toSite')}
      </Link>
      <LogoutButton lang={lang} label={t('logout')} />
    </>
  );
  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex flex-wrap items-center bg-brand-800 pr-4 text-white md:pr-0">
        <div className="mx-auto flex h-16 max-w-7xl min-w-0 flex-1 items-center justify-between gap-3 px-4">
          <Link href={`/${lang}/adm`} className="font-bold">
            {t('brand')}
          </Link>
          <div className="hidden items-center gap-3 text-sm md:flex">{account}</div>
        </div>
        <AdminNav
          items={items}
          account={account}
          texts={{
            label: t('menuLabel'),
            openMenu: n('openMenu'),
            closeMenu: n('closeMenu'),
          }}
        />
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        {children}
      </main>
    </div>
  );
}
