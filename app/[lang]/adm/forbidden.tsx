import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { isLang } from '@/lib/i18n/locales';
import { accessRights } from '@/lib/auth/rights';
import { requirePageStaff } from '@/lib/admin/page-guard';

/** The 403 page of the admin (answered with HTTP 403 by forbidden()): no right to the section, and the sections the account does have. */
export default async function AdminForbidden() {
  const locale = await getLocale();
  const lang = isLang(locale) ? locale : 'rus';
  const staff = await requirePageStaff(lang);
  const [t, s] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Admin' }),
    getTranslations({ locale: lang, namespace: 'AdminSections' }),
  ]);
  const links = accessRights(staff.role).map((code) => ({ href: `/${lang}/adm/${code}`, label: s(code) }));
  if (staff.role === 'developer') links.push({ href: `/${lang}/adm/audit`, label: t('audit') });
  return (
    <div className="flex flex-col gap-4">
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
    </div>
  );
}
