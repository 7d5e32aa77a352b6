import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getNewsItem } from '@/lib/content/sections/news/read';
import type { Lang } from '@/lib/platform/i18n/locales';
import { parseNewsId } from '@/lib/content/seo/news-id';
import { pageMetadata, siteMeta } from '@/lib/content/seo/page-metadata';
import { ErrorPageContent, errorPageMetadata } from '@/components/site/error-pages';
import { NewsArticle } from '@/components/site/news-article';

type Props = { params: Promise<{ lang: string; id: string }> };

export function generateStaticParams() {
  return [];
}

async function load(params: Props['params']) {
  const { lang, id } = await params;
  const newsId = parseNewsId(id);
  return newsId === null ? null : getNewsItem(lang as Lang, newsId);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = (await params).lang as Lang;
  const [item, meta, t] = await Promise.all([
    load(params),
    getTranslations({ locale: lang, namespace: 'Metadata' }),
    getTranslations({ locale: lang, namespace: 'NewsPage' }),
  ]);
  if (!item) return errorPageMetadata(lang, 'notFound');
  // a one-line summary is too short for a search result; the sentence naming the item fills it out
  const description = [item.summary, t('itemMetaFacts', { title: item.title })];
  const metadata = pageMetadata(lang, `/news/${item.id}`, item.title, description, siteMeta(meta));
  return {
    ...metadata,
    openGraph: {
      ...metadata.openGraph,
      type: 'article',
      publishedTime: item.publishedAt,
      images: item.image ? [item.image] : metadata.openGraph?.images,
    },
  };
}

/** One news item (SPEC §2): title, date, picture and the admin-written body; unknown ids are 404. */
export default async function NewsItemPage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const item = await load(params);
  if (!item) return <ErrorPageContent lang={lang} kind="notFound" />;
  return <NewsArticle lang={lang} item={item} />;
}
