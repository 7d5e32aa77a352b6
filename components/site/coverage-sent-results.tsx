import type { AddressRow } from '@/lib/sections/coverage-area/read';
import type { Lang } from '@/lib/i18n/locales';
import { buttonClass } from '@/components/ui/form-field';
import { NoScriptMessage } from './no-script-notice';

type Props = {
  lang: Lang;
  district: string;
  houses: AddressRow[];
  texts: Record<string, string>;
  noScript: Record<string, string>;
};

const label = (a: AddressRow) => `${a.street}, ${a.building}`;

/**
 * The answer to a coverage check sent without script: each house with its technology, 'Подключить'
 * to the tariffs where the network reaches, and the call centre where it does not (the interest
 * form needs script).
 */
export function CoverageSentResults({ lang, district, houses, texts, noScript }: Props) {
  if (!district)
    return (
      <p role="alert" className="rounded border-l-4 border-warning bg-warning-soft p-3">
        {texts.chooseDistrict}
      </p>
    );
  const missing = houses.length === 0 || houses.some((a) => !a.technology);
  return (
    <div className="flex flex-col gap-4">
      {houses.length === 0 ? (
        <p role="status">{texts.noMatches}</p>
      ) : (
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
                {a.technology && (
                  <a
                    href={`/${lang}/tariff`}
                    className={`${buttonClass} mt-2 inline-block`}
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
          <p>{texts.notFoundText}</p>
          <NoScriptMessage />
        </section>
      )}
    </div>
  );
}
