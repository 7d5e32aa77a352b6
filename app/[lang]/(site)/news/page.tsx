import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/locales';
import { pageMetadata, siteMeta } from '@/lib/seo/page-metadata';
import { NewsList } from '@/components/site/news-list';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = (await params).lang as Lang;
  const [t, meta] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'NewsPage' }),
    getTranslations({ locale: lang, namespace: 'Metadata' }),
  ]);
  return pageMetadata(lang, '/news', t('metaTitle'), t('metaDescription'), siteMeta(meta));
}

/** News (SPEC §2, §4): the newest page server-rendered; a link to the next page, which the script turns into 'append in place'. */
export default async function NewsPage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  return <NewsList lang={lang} page={1} />;
}
