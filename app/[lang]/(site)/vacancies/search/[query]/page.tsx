import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/locales';
import { queryFromSegment } from '@/lib/search/search-rewrite';
import { pageMetadata, siteMeta } from '@/lib/seo/page-metadata';
import { VacanciesView } from '@/components/site/vacancies-view';

type Props = { params: Promise<{ lang: string; query: string }> };

// Reached through middleware's rewrite of /{lang}/vacancies?q=…; each query is rendered once, then cached.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang: raw, query } = await params;
  const lang = raw as Lang;
  const [t, meta] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'VacanciesPage' }),
    getTranslations({ locale: lang, namespace: 'Metadata' }),
  ]);
  // Search results are not a page of their own for search engines: canonical is the list.
  const metadata = pageMetadata(
    lang,
    '/vacancies',
    t('searchTitle', { query: queryFromSegment(query) }),
    t('description'),
    siteMeta(meta),
  );
  return { ...metadata, robots: { index: false, follow: true } };
}

/** The vacancies filtered on the server by `?q=` (works without JavaScript); the box keeps filtering live. */
export default async function VacanciesSearchPage({ params }: Props) {
  const { lang: raw, query } = await params;
  const lang = raw as Lang;
  setRequestLocale(lang);
  return <VacanciesView lang={lang} query={queryFromSegment(query)} />;
}
