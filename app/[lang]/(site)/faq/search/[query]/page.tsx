import type { Metadata } from 'next';
import { SiteLink } from '@/components/ui/site-link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { faqEntries } from '@/lib/sections/faq/items';
import { faqQueryFromSegment } from '@/lib/sections/faq/search-path';
import type { Lang } from '@/lib/i18n/locales';
import { pageMetadata, siteMeta } from '@/lib/seo/page-metadata';
import { FaqView } from '@/components/site/faq-view';

type Props = { params: Promise<{ lang: string; query: string }> };

// Reached through middleware's rewrite of /{lang}/faq?q=…; each query is rendered once, then cached.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang: raw, query } = await params;
  const lang = raw as Lang;
  const [t, meta] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'FaqPage' }),
    getTranslations({ locale: lang, namespace: 'Metadata' }),
  ]);
  // Search results are not a page of their own for search engines: canonical is the FAQ.
  const metadata = pageMetadata(
    lang,
    '/faq',
    t('searchTitle', { query: faqQueryFromSegment(query) }),
    t('metaDescription'),
    siteMeta(meta),
  );
  return { ...metadata, robots: { index: false, follow: true } };
}

/** The FAQ filtered on the server by `?q=` (works without JavaScript); the box keeps filtering live. */
export default async function FaqSearchPage({ params }: Props) {
  const { lang: raw, query: segment } = await params;
  const lang = raw as Lang;
  setRequestLocale(lang);
  const query = faqQueryFromSegment(segment);
  const [entries, t] = await Promise.all([faqEntries(lang), getTranslations({ locale: lang, namespace: 'FaqPage' })]);
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
