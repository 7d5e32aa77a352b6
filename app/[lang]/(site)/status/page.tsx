import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { metadataFromMessages } from '@/lib/content/seo/metadata-from-messages';
import { lookUpAddress } from '@/lib/content/sections/outages/by-address';
import { rowId } from '@/lib/content/sections/shared/schema-parts';
import { StatusView } from '@/components/site/status/status-view';

// The district and address filters are plain GET forms (`?district=`, `?address=`):
// rendered per request from the cached reads.
export const dynamic = 'force-dynamic';

type Params = Promise<{ lang: string }>;
type Props = { params: Params; searchParams: Promise<Record<string, string | string[] | undefined>> };

const pageMetadata = metadataFromMessages('Status', '/status', 'title', 'description');

/** The page's metadata, with its Atom feed announced in the head. */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [metadata, t] = await Promise.all([
    pageMetadata({ params }),
    getTranslations({ locale: (await params).lang as Lang, namespace: 'Status' }),
  ]);
  const feed = `/${(await params).lang}/status/feed.xml`;
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { 'application/atom+xml': [{ url: feed, title: t('feed') }] } },
  };
}

/** Network status (issue #24): current outages, planned works and the last 30 days resolved, by district or address. */
export default async function StatusPage({ params, searchParams }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const query = await searchParams;
  const raw = query.district;
  const parsed = rowId.safeParse(typeof raw === 'string' && raw !== '' ? raw : undefined);
  const lookup = await lookUpAddress(lang, query.address);
  return <StatusView lang={lang} district={parsed.success ? parsed.data : undefined} lookup={lookup} />;
}
