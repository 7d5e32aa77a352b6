import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { metadataFromMessages } from '@/lib/seo/metadata-from-messages';
import { listDistricts, listRegions } from '@/lib/sections/coverage-area/read';
import { CoverageCheck } from '@/components/site/coverage-check';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = metadataFromMessages('CoveragePage', '/coverage_area', 'title', 'description');

/** Coverage check (SPEC §2): regions and the default city's districts come with the page; buildings load through the address calls. */
export default async function CoverageAreaPage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const [t, regions] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'CoveragePage' }),
    listRegions(lang),
  ]);
  const city = regions[0] ?? '';
  const districts = city ? await listDistricts(lang, city) : [];
  const messages = messagesFor(lang);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="text-muted">{t('intro')}</p>
      <CoverageCheck
        lang={lang}
        texts={messages.CoveragePage}
        start={{ regions, city, districts }}
        interest={{ texts: messages.Interest.form, validation: messages.Validation, captcha: messages.Captcha }}
      />
    </div>
  );
}
