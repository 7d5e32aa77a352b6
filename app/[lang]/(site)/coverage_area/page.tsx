import { setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { metadataFromMessages } from '@/lib/content/seo/metadata-from-messages';
import { CoverageView } from '@/components/site/coverage-view';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = metadataFromMessages('CoveragePage', '/coverage_area', 'title', 'description');

/**
 * Coverage check (SPEC §2): regions and the default city's districts come with the page; buildings load through the address calls.
 * A check sent without script (`?district=…&house=…`) is rewritten by middleware.ts to ./check, so this page stays cached.
 */
export default async function CoverageAreaPage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  return <CoverageView lang={lang} />;
}
