import type { ReactNode } from 'react';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { requirePageSignedIn } from '@/lib/staff/admin/page-guard';
import { readOwesTwoFactor } from '@/lib/staff/auth/account/page-reads';
import { LogoutButton } from '@/components/admin/logout-button';
import { newCounts } from '@/components/admin/inbox/new-counts';
import { AdminDrawerNav, AdminSidebarNav } from '@/components/admin/admin-nav';
import { adminNavGroups } from '@/components/admin/nav/admin-nav-groups';
import { BrandMark } from '@/components/ui/brand-logo';
import '../../admin.css';

// Every admin page depends on the session cookie: rendered per request, never cached.
export const dynamic = 'force-dynamic';

/** The admin frame (not the public header/footer): the grouped section menu from the account's rights, and logout. */
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
  const owes = await readOwesTwoFactor(staff);
  const [t, n, counts] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Admin' }),
    getTranslations({ locale: lang, namespace: 'AdminNav' }),
    newCounts(lang, staff.role),
  ]);
  const groups = await adminNavGroups(lang, staff.role, owes, counts);
  const texts = { label: t('menuLabel'), openMenu: n('openMenu'), closeMenu: n('closeMenu') };
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
      <header className="bg-brand-800 text-white">
        <div className="flex h-16 items-center justify-between gap-3 px-4">
          <Link href={`/${lang}/adm`} className="inline-flex items-center gap-2 font-bold">
            <BrandMark />
            {t('brand')}
          </Link>
          <div className="hidden items-center gap-3 text-sm lg:flex">{account}</div>
          <AdminDrawerNav groups={groups} texts={texts} account={account} />
        </div>
      </header>
      <div className="flex flex-1">
        <AdminSidebarNav groups={groups} texts={texts} />
        <main id="main" className="mx-auto w-full max-w-7xl min-w-0 flex-1 px-4 py-6">
          {children}
        </main>
      </div>
    </div>
  );
}
