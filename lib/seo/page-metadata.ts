/** Title, description, canonical URL, hreflang alternates (ru, uz, x-default) and Open Graph for a page. */
import type { Metadata } from 'next';
import { env } from '@/lib/env';
import { DEFAULT_LANG, htmlLang, type Lang } from '@/lib/i18n/locales';

/** The hreflang alternates of the page at `path` under the origin `base`: the head's and the sitemap's. */
export function languageAlternates(base: string, path: string): Record<'ru' | 'uz' | 'x-default', string> {
  // A visitor whose language we do not serve gets the default language, as the root redirect does.
  return { ru: `${base}/rus${path}`, uz: `${base}/uzb${path}`, 'x-default': `${base}/${DEFAULT_LANG}${path}` };
}

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
      languages: languageAlternates(base, path),
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
