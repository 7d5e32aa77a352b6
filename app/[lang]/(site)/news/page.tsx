import { setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { metadataFromMessages } from '@/lib/content/seo/metadata-from-messages';
import { NewsList } from '@/components/site/news-list';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = metadataFromMessages('NewsPage', '/news', 'metaTitle', 'metaDescription');

/** News (SPEC §2, §4): the newest page server-rendered; a link to the next page, which the script turns into 'append in place'. */
export default async function NewsPage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  return <NewsList lang={lang} page={1} />;
}
