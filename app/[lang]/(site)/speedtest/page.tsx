import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Network } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { SpeedTest } from '@/components/site/speed-test';
import type { Lang } from '@/lib/platform/i18n/locales';
import { messagesFor } from '@/lib/platform/i18n/messages';
import { metadataFromMessages } from '@/lib/content/seo/metadata-from-messages';
import { speedTestTariffs } from '@/lib/visitors/speedtest/tariffs';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = metadataFromMessages('SpeedTest', '/speedtest', 'title', 'description');

/** Speed test against the site's own server (issue #24): the page is shared and cached; measuring starts on the visitor's click. */
export default async function SpeedTestPage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const [t, tariffs] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'SpeedTest' }),
    speedTestTariffs(lang),
  ]);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="text-muted">{t('intro')}</p>
      <p className="flex items-start gap-2 rounded-xl bg-brand-50 p-4">
        <Icon icon={Network} aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <span>{t('tasixNote')}</span>
      </p>
      <SpeedTest texts={messagesFor(lang).SpeedTest} tariffs={tariffs} />
      <p className="text-sm text-muted">{t('tips')}</p>
    </div>
  );
}
