import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { listDistricts, listRegions } from '@/lib/sections/coverage-area/read';
import { housesOf, type SentCheck } from '@/lib/sections/coverage-area/sent-check';
import { CoverageCheck } from './coverage-check';
import { CoverageSentResults } from './coverage-sent-results';

type Props = { lang: Lang; sent?: SentCheck };

/** The coverage page's content: the check, and under it the answer to a check sent without script. */
export async function CoverageView({ lang, sent }: Props) {
  const [t, regions, houses] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'CoveragePage' }),
    listRegions(lang),
    sent ? housesOf(lang, sent) : Promise.resolve([]),
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
        sent={sent}
        sendLabel={messages.NoScript.coverageSend}
      />
      {sent && (
        <noscript>
          <CoverageSentResults
            lang={lang}
            district={sent.district}
            houses={houses}
            texts={messages.CoveragePage}
            noScript={messages.NoScript}
          />
        </noscript>
      )}
    </div>
  );
}
