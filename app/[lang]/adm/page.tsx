import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/locales';
import { accessRights } from '@/lib/auth/rights';
import { requirePageStaff } from '@/lib/admin/page-guard';
import { newCounts } from '@/components/admin/inbox/new-counts';
import { NewCountBadge } from '@/components/admin/inbox/new-count-badge';
import { BackupFailureNotice } from '@/components/admin/backup-failure-notice';

// Depends on the session cookie: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const lang = (await params).lang as Lang;
  const t = await getTranslations({ locale: lang, namespace: 'Admin' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** Admin home: the sections this account may open. */
export default async function AdminHome({ params }: { params: Promise<{ lang: string }> }) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const staff = await requirePageStaff(lang);
  const [t, s, u, counts] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Admin' }),
    getTranslations({ locale: lang, namespace: 'AdminSections' }),
    getTranslations({ locale: lang, namespace: 'AdminUsers' }),
    newCounts(lang, staff.role),
  ]);
  const sections = accessRights(staff.role);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-brand-800">{t('homeTitle')}</h1>
      {staff.role === 'developer' && <BackupFailureNotice lang={lang} />}
      {sections.length === 0 ? (
        <p role="status">{t('noSections')}</p>
      ) : (
        <>
          <p>{t('homeIntro', { email: staff.email, role: u(`roles.${staff.role}`) })}</p>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="admin-sections">
            {sections.map((code) => (
              <li key={code}>
                <Link
                  href={`/${lang}/adm/${code}`}
                  className="block h-full rounded border border-brand-100 p-4 hover:border-brand-600"
                >
                  <span className="block font-semibold text-brand-700">
                    {s(code)}
                    <NewCountBadge entry={counts[code]} />
                  </span>
                  <span className="text-sm text-muted">{s(`descriptions.${code}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
