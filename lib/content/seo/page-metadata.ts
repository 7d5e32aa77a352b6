/** Title, description, canonical URL, hreflang alternates (ru, uz, x-default) and Open Graph (with its picture) for a page. */
import type { Metadata } from 'next';
import { env } from '@/lib/platform/env';
import { DEFAULT_LANG, htmlLang, type Lang } from '@/lib/platform/i18n/locales';
import { OG_SIZE, ogImagePath } from './og-image-url';
import { composeDescription, fitTitle, TITLE_MAX, truncateAtWord } from './search-snippet';

/** The hreflang alternates of the page at `path` under the origin `base`: the head's and the sitemap's. */
export function languageAlternates(base: string, path: string): Record<'ru' | 'uz' | 'x-default', string> {
  // A visitor whose language we do not serve gets the default language, as the root redirect does.
  return { ru: `${base}/rus${path}`, uz: `${base}/uzb${path}`, 'x-default': `${base}/${DEFAULT_LANG}${path}` };
}

/** What every page's metadata takes from the site: its name, the title suffix and the fallback description. */
export type SiteMeta = { name: string; titleSuffix: string; description: string };

/** The site's part of the metadata, from the `Metadata` messages of the page's language. */
export function siteMeta(meta: (key: 'siteName' | 'titleSuffix' | 'homeDescription') => string): SiteMeta {
  return { name: meta('siteName'), titleSuffix: meta('titleSuffix'), description: meta('homeDescription') };
}

/**
 * Metadata of the page at `path` (without the language prefix, '' for home). The title gets the
 * site suffix and is shortened to fit a search result; `description` may be several parts (a
 * content summary, then sentences composed from the page's facts) joined until long enough,
 * with the site's description as the last resort.
 */
export function pageMetadata(
  lang: Lang,
  path: string,
  title: string,
  description: string | readonly string[],
  site: SiteMeta,
): Metadata {
  const base = env().SITE_URL.replace(/\/$/, '');
  const url = (l: Lang) => `${base}/${l}${path}`;
  const fullTitle = fitTitle(title, site.titleSuffix);
  const text = composeDescription([
    ...(typeof description === 'string' ? [description] : description),
    site.description,
  ]);
  return {
    // absolute: the layout's title template would add the suffix again, unshortened
    title: { absolute: fullTitle },
    description: text,
    metadataBase: new URL(base),
    alternates: {
      canonical: url(lang),
      languages: languageAlternates(base, path),
    },
    openGraph: {
      type: 'website',
      url: url(lang),
      title: truncateAtWord(title, TITLE_MAX),
      description: text,
      siteName: site.name,
      locale: htmlLang(lang) === 'ru' ? 'ru_RU' : 'uz_UZ',
      alternateLocale: htmlLang(lang) === 'ru' ? ['uz_UZ'] : ['ru_RU'],
      // The page's own picture: its title under the brand (a page with a picture of its own replaces it).
      images: [{ url: ogImagePath(lang, title), ...OG_SIZE, alt: title }],
    },
  };
}
