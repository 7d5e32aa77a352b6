'use client';

import { useMemo, useRef, useState } from 'react';
import { buttonClass, inputClass } from '@/components/ui/form-field';
import { useTexts } from '@/components/ui/texts-provider';
import { useValueChosenEarly } from '@/components/ui/use-value-chosen-early';
import { htmlText } from '@/lib/content/site/html-text';
import { matchesVacancy } from '@/lib/content/sections/vacancies/filter';
import { jobPosting, type HiringOrganization } from '@/lib/content/sections/vacancies/structured-data';
import { JsonLd } from '@/lib/content/seo/json-ld';
import type { Lang } from '@/lib/platform/i18n/locales';
import { VacancyCard, type VacancyEntry } from './vacancy-card';

type Props = {
  lang: Lang;
  vacancies: VacancyEntry[];
  initialQuery?: string;
  /** Who posts them, for each vacancy's JobPosting data. */
  organization: HiringOrganization;
};

/**
 * The vacancies with a search box that filters them as the visitor types. The box is a GET form to
 * `?q=`, so without JavaScript the server renders the same filtered list. The cards, their search
 * text and their JobPosting data are all made here from each vacancy's HTML, so the page sends
 * every vacancy once (its texts: VacanciesPage).
 */
export function VacancyFilter({ lang, vacancies, initialQuery = '', organization }: Props) {
  const t = useTexts('VacanciesPage');
  const [query, setQuery] = useState(initialQuery);
  const input = useRef<HTMLInputElement>(null);
  useValueChosenEarly(input, query, setQuery);
  const searchable = useMemo(
    () =>
      vacancies.map((v) => ({
        vacancy: v,
        text: htmlText(`${v.title} ${v.tasksHtml} ${v.expectationsHtml} ${v.benefitsHtml}`).toLowerCase(),
      })),
    [vacancies],
  );
  const shown = searchable.filter((item) => matchesVacancy(item.text, query));
  return (
    <div className="flex flex-col gap-4">
      {vacancies.map((v) => (
        <JsonLd key={v.id} data={jobPosting(v, organization)} />
      ))}
      <form role="search" action={`/${lang}/vacancies`} method="get" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="vacancy-search" className="font-medium">
          {t('search')}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="vacancy-search"
            ref={input}
            type="search"
            name="q"
            maxLength={100}
            autoComplete="off"
            className={inputClass}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <button type="submit" className={buttonClass}>
            {t('searchButton')}
          </button>
        </div>
        <p role="status" className="mt-1 text-sm text-muted">
          {shown.length === 0 ? t('foundNone') : t('found', { count: shown.length })}
        </p>
      </form>
      <ul className="flex flex-col gap-4">
        {shown.map(({ vacancy }) => (
          <li key={vacancy.id}>
            <VacancyCard lang={lang} vacancy={vacancy} open={initialQuery !== ''} />
          </li>
        ))}
      </ul>
    </div>
  );
}
