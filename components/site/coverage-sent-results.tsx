import type { Lang } from '@/lib/platform/i18n/locales';
import type { SentAnswer, SentCheck } from '@/lib/content/sections/coverage-area/sent-check';
import { matchStreets } from '@/lib/content/sections/coverage-area/house-match';
import type { AddressRow } from '@/lib/content/sections/coverage-area/read';
import { NoScriptMessage } from './no-script-notice';

type Props = {
  lang: Lang;
  sent: SentCheck;
  answer: SentAnswer;
  texts: Record<string, string>;
  search: Record<string, string>;
  noScript: Record<string, string>;
};

const label = (a: AddressRow) => `${a.street}, ${a.building}`;

/** Without a street yet: the district's streets, each a link that sends the check with it. */
function StreetLinks({
  lang,
  sent,
  streets,
  search,
}: { lang: Lang; sent: SentCheck; streets: string[] } & Pick<Props, 'search'>) {
  return (
    <section aria-labelledby="coverage-sent-streets">
      <h2 id="coverage-sent-streets" className="font-semibold">
        {search.streetsTitle}
      </h2>
      <p className="text-sm text-muted">{search.streetsIntro}</p>
      <ul className="mt-2 flex flex-col gap-1">
        {streets.map((street) => (
          <li key={street}>
            <a
              href={`/${lang}/coverage_area?${new URLSearchParams({ district: sent.district, street })}`}
              className="text-brand-700 underline"
            >
              {street}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The answer to a coverage check sent without script: the district's streets until one is given,
 * then its matching houses with 'Подключить' to the tariffs where the network serves them, and
 * one 'not found' message with the call centre (the interest form needs script).
 */
export function CoverageSentResults({ lang, sent, answer, texts, search, noScript }: Props) {
  if (!sent.district)
    return (
      <p role="alert" className="rounded-lg border-l-4 border-warning bg-warning-soft p-3">
        {texts.chooseDistrict}
      </p>
    );
  if (!sent.street) return <StreetLinks lang={lang} sent={sent} streets={answer.streets} search={search} />;
  const { houses } = answer;
  const missing = houses.length === 0 || houses.every((a) => !a.in_coverage);
  return (
    <div className="flex flex-col gap-4">
      {houses.length > 0 && (
        <section aria-labelledby="coverage-sent-results">
          <h2 id="coverage-sent-results" className="mb-2 font-semibold">
            {texts.tableCaption}
          </h2>
          <ul className="flex flex-col gap-3">
            {houses.map((a) => (
              <li key={a.id} className="rounded-lg border border-line p-3">
                <p className="font-semibold">{label(a)}</p>
                <p className="text-sm text-muted">
                  {texts.colTechnology}: {a.technology ?? texts.noTechnology}
                </p>
                {a.in_coverage && (
                  <a
                    href={`/${lang}/tariff`}
                    className="btn btn-primary mt-2"
                    aria-label={noScript.coverageConnectAddress?.replace('{address}', label(a))}
                  >
                    {noScript.coverageConnect}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {missing && (
        <section aria-labelledby="coverage-sent-missing" className="flex flex-col gap-2">
          <h2 id="coverage-sent-missing" className="text-xl font-bold">
            {texts.notFoundTitle}
          </h2>
          {matchStreets(answer.streets, sent.street).length === 0 && <p>{search.noStreet}</p>}
          <p>{search.notFoundText}</p>
          <NoScriptMessage />
        </section>
      )}
    </div>
  );
}
