import type { Metadata } from 'next';
import { SiteLink } from '@/components/ui/site-link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { listFaq } from '@/lib/content/sections/faq/read';
import { faqQueryFromSegment } from '@/lib/content/sections/faq/search-path';
import type { Lang } from '@/lib/platform/i18n/locales';
import { searchPageMetadata } from '@/lib/content/seo/search-page-metadata';
import { FaqView } from '@/components/site/faq-view';

type Props = { params: Promise<{ lang: string; query: string }> };

// Reached through middleware's rewrite of /{lang}/faq?q=…; each query is rendered once, then cached.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, query } = await params;
  return searchPageMetadata(lang as Lang, faqQueryFromSegment(query), {
    namespace: 'FaqPage',
    path: '/faq',
    description: 'metaDescription',
  });
}

/** The FAQ filtered on the server by `?q=` (works without JavaScript); the box keeps filtering live. */
export default async function FaqSearchPage({ params }: Props) {
  const { lang: raw, query: segment } = await params;
  const lang = raw as Lang;
  setRequestLocale(lang);
  const query = faqQueryFromSegment(segment);
  const [entries, t] = await Promise.all([listFaq(lang), getTranslations({ locale: lang, namespace: 'FaqPage' })]);
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-2 text-3xl font-extrabold">{t('title')}</h1>
      <p className="mb-6">
        <SiteLink href={`/${lang}/faq`} className="text-brand-700 underline">
          {t('showAll')}
        </SiteLink>
      </p>
      <FaqView lang={lang} entries={entries} initialQuery={query} />
    </div>
  );
}
