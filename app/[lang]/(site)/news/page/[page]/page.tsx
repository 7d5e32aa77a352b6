import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { newsPageFromSegment } from '@/lib/content/sections/news/page-path';
import { pageMetadata, siteMeta } from '@/lib/content/seo/page-metadata';
import { listNews } from '@/lib/content/sections/news/read';
import { NewsList } from '@/components/site/news-list';
import { ErrorPageContent, errorPageMetadata } from '@/components/site/error-pages';

type Props = { params: Promise<{ lang: string; page: string }> };

// Reached through next.config.ts's rewrite of /{lang}/news?page=N; each page is rendered once, then cached.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang: raw, page: segment } = await params;
  const lang = raw as Lang;
  const page = newsPageFromSegment(segment);
  if (page === null) return errorPageMetadata(lang, 'notFound');
  const [t, meta, items] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'NewsPage' }),
    getTranslations({ locale: lang, namespace: 'Metadata' }),
    listNews(lang, page),
  ]);
  if (page > 1 && items.items.length === 0) return errorPageMetadata(lang, 'notFound');
  const path = page > 1 ? `/news?page=${page}` : '/news';
  return pageMetadata(
    lang,
    path,
    page > 1 ? t('pageTitle', { page }) : t('metaTitle'),
    t('metaDescription'),
    siteMeta(meta),
  );
}

/** Page N of the news list, for visitors and crawlers without JavaScript (404 past the last page). */
export default async function NewsListPage({ params }: Props) {
  const { lang: raw, page: segment } = await params;
  const lang = raw as Lang;
  setRequestLocale(lang);
  const page = newsPageFromSegment(segment);
  if (page === null) return <ErrorPageContent lang={lang} kind="notFound" />;
  return <NewsList lang={lang} page={page} />;
}
