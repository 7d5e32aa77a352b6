import { BrandLogo } from '@/components/ui/brand-logo';
import { SiteLink } from '@/components/ui/site-link';
import { getTranslations } from 'next-intl/server';
import { localHref } from '@/lib/platform/i18n/href';
import type { Lang } from '@/lib/platform/i18n/locales';
import type { ShellData } from '@/lib/content/site/shell';
import { MenuLink } from './menu-link';

type Props = { lang: Lang; shell: ShellData; year: number };

/** The site footer: link columns from the admin, footer offers, contacts and sales hours. */
export async function SiteFooter({ lang, shell, year }: Props) {
  const t = await getTranslations({ locale: lang, namespace: 'Footer' });
  const common = await getTranslations({ locale: lang, namespace: 'Common' });
  return (
    <footer className="mt-12 bg-brand-800 text-white">
      {shell.footerSlides.length > 0 && (
        <section aria-label={t('footerSlidesLabel')} className="mx-auto grid max-w-6xl gap-4 px-4 pt-8 sm:grid-cols-2">
          {shell.footerSlides.map((slide) => (
            <SiteLink
              key={slide.id}
              href={localHref(lang, slide.href || '/')}
              className="rounded-lg bg-brand-700 p-4 hover:bg-brand-600"
            >
              <p className="font-semibold">{slide.title}</p>
              <p className="text-sm text-brand-100">{slide.subtitle}</p>
            </SiteLink>
          ))}
        </section>
      )}
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:grid-cols-2 lg:grid-cols-4">
        {shell.footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-2 font-semibold">{column.title}</h2>
            <ul className="footer-links">
              {column.links.map((link) => (
                <li key={link.id}>
                  <MenuLink lang={lang} href={link.href}>
                    {link.title}
                  </MenuLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <div className="mb-4">
            <BrandLogo href={`/${lang}`} name={shell.companyName} tone="dark" />
          </div>
          <h2 className="mb-2 font-semibold">{t('contactsTitle')}</h2>
          <p className="text-sm text-brand-100">
            {common('callCenter')}:{' '}
            <a href={`tel:${shell.phone.replace(/[^+\d]/g, '')}`} className="font-semibold text-white">
              {shell.phone}
            </a>
          </p>
          {shell.email && (
            <p className="text-sm text-brand-100">
              <a href={`mailto:${shell.email}`} className="hover:text-white hover:underline">
                {shell.email}
              </a>
            </p>
          )}
          <p className="text-sm text-brand-100">{t('salesHours', { hours: shell.salesHours })}</p>
          <p className="mt-2 text-sm text-brand-100">{common('since', { year: shell.foundedYear })}</p>
        </div>
      </div>
      <p className="border-t border-brand-700 px-4 py-4 text-center text-xs text-brand-100">
        {common('copyright', { year, company: shell.companyName })}
      </p>
    </footer>
  );
}
