import { setRequestLocale } from 'next-intl/server';
import { listTenders } from '@/lib/content/sections/tenders/read';
import type { Lang } from '@/lib/platform/i18n/locales';
import { metadataFromMessages } from '@/lib/content/seo/metadata-from-messages';
import { TendersList } from '@/components/site/tenders-list';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = metadataFromMessages('TendersPage', '/tenders', 'metaTitle', 'metaDescription');

/** Tenders (SPEC §2, §8): the active ones with every field, or the 'no active tenders' message. */
export default async function TendersPage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  return <TendersList lang={lang} tenders={await listTenders(lang)} />;
}
