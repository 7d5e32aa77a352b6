import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { sentCheckOf } from '@/lib/content/sections/coverage-area/sent-check';
import { metadataFromMessages } from '@/lib/content/seo/metadata-from-messages';
import { CoverageView } from '@/components/site/coverage-view';

// Answers one sent check per request from the cached address reads; not a page of its own for search engines.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const coverageMetadata = metadataFromMessages('CoveragePage', '/coverage_area', 'title', 'description');

/** The coverage page's metadata, kept out of search engines. */
export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  return { ...(await coverageMetadata({ params })), robots: { index: false, follow: true } };
}

/** The coverage check sent without script (middleware.ts rewrites `/{lang}/coverage_area?district=…` here). */
export default async function CoverageCheckPage({ params, searchParams }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  return <CoverageView lang={lang} sent={sentCheckOf(await searchParams)} />;
}
