/** Metadata of a `?q=` search page (lib/content/search/search-rewrite.ts) over a list page. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { pageMetadata, siteMeta } from './page-metadata';

type SearchedPage = {
  /** The messages namespace holding `searchTitle` and the description. */
  namespace: string;
  /** The list page's path, without the language. */
  path: string;
  /** The key of the list page's description in `namespace`. */
  description: string;
};

/** Titled by the query; canonical is the list page, since search results are not a page of their own for search engines. */
export async function searchPageMetadata(lang: Lang, query: string, page: SearchedPage): Promise<Metadata> {
  const [t, meta] = await Promise.all([
    getTranslations({ locale: lang, namespace: page.namespace }),
    getTranslations({ locale: lang, namespace: 'Metadata' }),
  ]);
  const metadata = pageMetadata(lang, page.path, t('searchTitle', { query }), t(page.description), siteMeta(meta));
  return { ...metadata, robots: { index: false, follow: true } };
}
