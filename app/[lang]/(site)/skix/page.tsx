import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { pageMetadata, siteMeta } from '@/lib/seo/page-metadata';
import { TasixCheck } from '@/components/site/tasix-check';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = (await params).lang as Lang;
  const [t, meta] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'SkixPage' }),
    getTranslations({ locale: lang, namespace: 'Metadata' }),
  ]);
  return pageMetadata(lang, '/skix', t('title'), t('description'), siteMeta(meta));
}

/** TAS-IX check (SPEC §2). The visitor's IP is looked up by the island, so the page itself stays cacheable. */
export default async function SkixPage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const t = await getTranslations({ locale: lang, namespace: 'SkixPage' });
  const messages = messagesFor(lang);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="text-muted">{t('intro')}</p>
      <TasixCheck texts={messages.SkixPage} validation={messages.Validation} />
    </div>
  );
}
