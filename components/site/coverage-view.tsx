import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { messagesFor } from '@/lib/platform/i18n/messages';
import { listDistricts, listRegions } from '@/lib/content/sections/coverage-area/read';
import { answerSentCheck, type SentCheck } from '@/lib/content/sections/coverage-area/sent-check';
import { CoverageCheck } from './coverage-check';
import { CoverageSentResults } from './coverage-sent-results';

type Props = { lang: Lang; sent?: SentCheck };

/** The coverage page's content: the check, and under it the answer to a check sent without script. */
export async function CoverageView({ lang, sent }: Props) {
  const [t, regions, answer] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'CoveragePage' }),
    listRegions(lang),
    sent ? answerSentCheck(lang, sent) : Promise.resolve(undefined),
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
        search={messages.CoverageSearch}
        start={{ regions, city, districts }}
        interest={{ texts: messages.Interest.form, validation: messages.Validation, captcha: messages.Captcha }}
        sent={sent && answer ? { ...sent, streets: answer.streets } : undefined}
        sendLabel={messages.NoScript.coverageSend}
      />
      {sent && answer && (
        <noscript>
          <CoverageSentResults
            lang={lang}
            sent={sent}
            answer={answer}
            texts={messages.CoveragePage}
            search={messages.CoverageSearch}
            noScript={messages.NoScript}
          />
        </noscript>
      )}
    </div>
  );
}
