import type { Metadata } from 'next';
import { OptimizedImage } from '@/components/ui/optimized-image';
import { SiteLink } from '@/components/ui/site-link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getNewsItem } from '@/lib/sections/news/read';
import { env } from '@/lib/env';
import { formatDate } from '@/lib/format/date';
import { htmlLang, type Lang } from '@/lib/i18n/locales';
import { absoluteUrl, JsonLd } from '@/lib/seo/json-ld';
import { parseNewsId } from '@/lib/seo/news-id';
import { pageMetadata, siteMeta } from '@/lib/seo/page-metadata';
import { RichText } from '@/components/site/rich-text';
import { ErrorPageContent, errorPageMetadata } from '@/components/site/error-pages';

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
  const [item, t, seo] = await Promise.all([
    load(params),
    getTranslations({ locale: lang, namespace: 'NewsPage' }),
    getTranslations({ locale: lang, namespace: 'Seo' }),
  ]);
  if (!item) return <ErrorPageContent lang={lang} kind="notFound" />;
  const site = env().SITE_URL;
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title,
    description: item.summary,
    datePublished: item.publishedAt,
    inLanguage: htmlLang(lang),
    mainEntityOfPage: absoluteUrl(site, `/${lang}/news/${item.id}`),
    ...(item.image ? { image: [absoluteUrl(site, item.image)] } : {}),
    publisher: { '@type': 'Organization', name: seo('publisher'), url: absoluteUrl(site, `/${lang}`) },
  };
  return (
    <article className="mx-auto max-w-3xl">
      <JsonLd data={structured} />
      <nav className="text-sm">
        <SiteLink href={`/${lang}/news`} className="text-brand-700 underline">
          {t('back')}
        </SiteLink>
      </nav>
      <h1 className="mt-3 text-3xl font-extrabold">{item.title}</h1>
      <p className="mt-2 text-sm text-muted">
        {t('published')}: <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
      </p>
      {item.image && (
        <div className="relative mt-4 aspect-video overflow-hidden rounded-xl bg-surface-muted">
          <OptimizedImage
            src={item.image}
            alt=""
            fill
            preload
            fetchPriority="high"
            sizes="(min-width: 768px) 768px, 100vw"
            className="object-cover"
          />
        </div>
      )}
      <RichText html={item.body} className="mt-6 text-lg" />
    </article>
  );
}
