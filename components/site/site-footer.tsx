import { getTranslations } from 'next-intl/server';
import { menuHref } from '@/lib/content/site/menu-href';
import type { ShellData } from '@/lib/content/site/shell';
import { localHref } from '@/lib/platform/i18n/href';
import type { Lang } from '@/lib/platform/i18n/locales';
import { FooterView } from './footer-view';

type Props = { lang: Lang; shell: ShellData; year: number };

/** The site footer: link columns from the admin, footer offers, contacts and sales hours (drawn by FooterView). */
export async function SiteFooter({ lang, shell, year }: Props) {
  const [t, common] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Footer' }),
    getTranslations({ locale: lang, namespace: 'Common' }),
  ]);
  return (
    <FooterView
      data={{
        home: `/${lang}`,
        companyName: shell.companyName,
        phone: shell.phone,
        email: shell.email,
        offers: shell.footerSlides.map((slide) => ({
          id: slide.id,
          href: localHref(lang, slide.href || '/'),
          title: slide.title,
          subtitle: slide.subtitle,
        })),
        columns: shell.footerColumns.map((column) => ({
          title: column.title,
          links: column.links.map((link) => ({ id: link.id, title: link.title, ...menuHref(lang, link.href) })),
        })),
        texts: {
          offersLabel: t('footerSlidesLabel'),
          contactsTitle: t('contactsTitle'),
          callCenter: common('callCenter'),
          salesHours: t('salesHours', { hours: shell.salesHours }),
          since: common('since', { year: shell.foundedYear }),
          copyright: common('copyright', { year, company: shell.companyName }),
        },
      }}
    />
  );
}
