import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { queryFromSegment } from '@/lib/content/search/search-rewrite';
import { searchPageMetadata } from '@/lib/content/seo/search-page-metadata';
import { VacanciesView } from '@/components/site/vacancies-view';

type Props = { params: Promise<{ lang: string; query: string }> };

// Reached through middleware's rewrite of /{lang}/vacancies?q=…; each query is rendered once, then cached.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, query } = await params;
  return searchPageMetadata(lang as Lang, queryFromSegment(query), {
    namespace: 'VacanciesPage',
    path: '/vacancies',
    description: 'description',
  });
}

/** The vacancies filtered on the server by `?q=` (works without JavaScript); the box keeps filtering live. */
export default async function VacanciesSearchPage({ params }: Props) {
  const { lang: raw, query } = await params;
  const lang = raw as Lang;
  setRequestLocale(lang);
  return <VacanciesView lang={lang} query={queryFromSegment(query)} />;
}
