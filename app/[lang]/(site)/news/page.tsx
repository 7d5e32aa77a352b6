import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { listNews } from '@/lib/content/news';
import type { Lang } from '@/lib/i18n/locales';
import { pageMetadata, siteMeta } from '@/lib/seo/page-metadata';
import { NewsFeed } from '@/components/site/news-feed';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = (await params).lang as Lang;
  const [t, meta] = await Promise.all([getTranslations({ locale: lang, namespace: 'NewsPage' }), getTranslations({ locale: lang, namespace: 'Metadata' })]);
  return pageMetadata(lang, '/news', t('metaTitle'), t('metaDescription'), siteMeta(meta));
}

/** News (SPEC §2, §4): the newest page server-rendered; further pages are appended on request. */
export default async function NewsPage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const [first, t] = await Promise.all([listNews(lang, 1), getTranslations({ locale: lang, namespace: 'NewsPage' })]);
  return (
    <>
      <h1 className="mb-6 text-3xl font-extrabold">{t('title')}</h1>
      {first.items.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <NewsFeed lang={lang} first={first} labels={{ loadMore: t('loadMore'), loading: t('loading'), loaded: t.raw('loaded') as string }} />
      )}
    </>
  );
}
