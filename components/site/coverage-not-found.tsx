'use client';

import dynamic from 'next/dynamic';
import type { Lang } from '@/lib/platform/i18n/locales';
import type { InterestTexts } from './interest-form';

// Loaded only when a house has no service, so the check itself stays light.
const InterestForm = dynamic(() => import('./interest-form').then((m) => m.InterestForm));

type Props = {
  lang: Lang;
  texts: Record<string, string>;
  search: Record<string, string>;
  interest: InterestTexts;
  /** The house as searched or chosen; the form starts from it. */
  address: { district: string; street: string; house: string };
  /** Whether ADSL reaches the chosen house. */
  adsl: boolean;
  onRecheck: () => void;
};

/**
 * 'Not found' as one message and one primary action: leave a name and phone to be told when the
 * house is connected. Checking another address and the tariffs stay as quiet links (SPEC §4).
 */
export function CoverageNotFound({ lang, texts, search, interest, address, adsl, onRecheck }: Props) {
  return (
    <section aria-labelledby="coverage-not-found" className="rounded-lg border-l-4 border-warning bg-warning-soft p-4">
      <div role="status">
        <h2 id="coverage-not-found" className="text-xl font-bold">
          {texts.notFoundTitle}
        </h2>
        <p>{search.notFoundText}</p>
        {adsl && <p className="mt-1">{search.adslNote}</p>}
      </div>
      <InterestForm {...interest} address={address} />
      <p className="mt-3 flex flex-wrap items-center gap-x-3 text-sm">
        <span>{search.otherWays}</span>
        <button type="button" className="inline-flex min-h-6 items-center link-strong" onClick={onRecheck}>
          {texts.recheck}
        </button>
        <a href={`/${lang}/tariff`} className="inline-flex min-h-6 items-center link-strong">
          {search.tariffs}
        </a>
      </p>
    </section>
  );
}
