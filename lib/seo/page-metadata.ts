/** Title, description, canonical URL, hreflang alternates (ru, uz, x-default) and Open Graph for a page. */
import type { Metadata } from 'next';
import { env } from '@/lib/env';
import { htmlLang, type Lang } from '@/lib/i18n/locales';

/** Metadata of the page at `path` (without the language prefix, '' for home). */
export function pageMetadata(lang: Lang, path: string, title: string, description: string, siteName: string): Metadata {
  const base = env().SITE_URL.replace(/\/$/, '');
  const url = (l: Lang) => `${base}/${l}${path}`;
  return {
    title,
    description,
    metadataBase: new URL(base),
    alternates: {
      canonical: url(lang),
      languages: { ru: url('rus'), uz: url('uzb'), 'x-default': url('rus') },
    },
    openGraph: {
      type: 'website',
      url: url(lang),
      title,
      description,
      siteName,
      locale: htmlLang(lang) === 'ru' ? 'ru_RU' : 'uz_UZ',
      alternateLocale: htmlLang(lang) === 'ru' ? ['uz_UZ'] : ['ru_RU'],
    },
  };
}
