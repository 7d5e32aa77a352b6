import { getTranslations, setRequestLocale } from 'next-intl/server';
import { listFaq } from '@/lib/content/sections/faq/read';
import type { Lang } from '@/lib/platform/i18n/locales';
import { metadataFromMessages } from '@/lib/content/seo/metadata-from-messages';
import { FaqView } from '@/components/site/faq-view';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = metadataFromMessages('FaqPage', '/faq', 'metaTitle', 'metaDescription');

/** FAQ (SPEC §2): every question as a disclosure, a search box, FAQPage structured data. */
export default async function FaqPage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const [entries, t] = await Promise.all([listFaq(lang), getTranslations({ locale: lang, namespace: 'FaqPage' })]);
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-6 text-3xl font-extrabold">{t('title')}</h1>
      <FaqView lang={lang} entries={entries} structuredData />
    </div>
  );
}
