import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { accessRights } from '@/lib/staff/auth/rights';
import type { Staff } from '@/lib/staff/auth/session';

/**
 * The admin's 403 page inside the admin frame: no right to the section, and the sections the
 * account does have. Rendered by the page itself, never by forbidden(), whose page Next leaves to
 * the browser; `data-http-status` makes the front server answer HTTP 403 (lib/platform/server/page-status.mjs).
 */
export async function AdminForbidden({ lang, staff }: { lang: Lang; staff: Staff }) {
  const [t, s] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Admin' }),
    getTranslations({ locale: lang, namespace: 'AdminSections' }),
  ]);
  const links = accessRights(staff.role).map((code) => ({ href: `/${lang}/adm/${code}`, label: s(code) }));
  if (staff.role === 'developer') links.push({ href: `/${lang}/adm/audit`, label: t('audit') });
  return (
    <section className="flex flex-col gap-4" data-http-status="403">
      <h1 className="text-2xl font-bold text-brand-800">{t('forbiddenTitle')}</h1>
      {links.length === 0 ? (
        <p>{t('noSections')}</p>
      ) : (
        <>
          <p>{t('forbiddenIntro')}</p>
          <ul className="flex flex-col gap-2" data-testid="admin-allowed-sections">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="text-brand-700 underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <Link href={`/${lang}/adm`} className="text-brand-700 underline">
          {t('home')}
        </Link>
      </p>
    </section>
  );
}
