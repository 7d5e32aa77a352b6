import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { messagesFor } from '@/lib/platform/i18n/messages';
import { metadataFromMessages } from '@/lib/content/seo/metadata-from-messages';
import { TasixCheck } from '@/components/site/tasix-check';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = metadataFromMessages('SkixPage', '/skix', 'title', 'description');

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
