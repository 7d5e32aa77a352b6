import { getTranslations } from 'next-intl/server';
import { listNews } from '@/lib/content/sections/news/read';
import type { Lang } from '@/lib/platform/i18n/locales';
import { NewsFeed } from '@/components/site/news-feed';
import { ErrorPageContent } from '@/components/site/error-pages';

/** The body of a page of the news list: heading and items, or 404 for a page past the last one. */
export async function NewsList({ lang, page }: { lang: Lang; page: number }) {
  const [items, t] = await Promise.all([
    listNews(lang, page),
    getTranslations({ locale: lang, namespace: 'NewsPage' }),
  ]);
  // rendered as a page, not by notFound(), so the 404 body is in the server HTML (see [...rest])
  if (page > 1 && items.items.length === 0) return <ErrorPageContent lang={lang} kind="notFound" />;
  return (
    <>
      <h1 className="mb-6 text-3xl font-extrabold">{page > 1 ? t('pageTitle', { page }) : t('title')}</h1>
      {items.items.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <NewsFeed
          lang={lang}
          first={items}
          labels={{
            loadMore: t('loadMore'),
            loading: t('loading'),
            loaded: t.raw('loaded') as string,
            newer: t('newer'),
          }}
        />
      )}
    </>
  );
}
