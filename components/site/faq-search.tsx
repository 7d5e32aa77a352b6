'use client';
import { useId, useMemo, useRef, useState } from 'react';
import { buttonClass, inputClass } from '@/components/ui/form-field';
import { ChevronDown } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useTexts } from '@/components/ui/texts-provider';
import { filterFaq } from '@/lib/content/sections/faq/filter';
import { htmlText } from '@/lib/content/site/html-text';
import { faqStructuredData } from '@/lib/content/sections/faq/structured-data';
import { JsonLd } from '@/lib/content/seo/json-ld';
import { useValueChosenEarly } from '@/components/ui/use-value-chosen-early';

/** A question and its answer's HTML, sanitised on the server. */
export type FaqEntry = { id: number; question: string; answerHtml: string };

type Props = {
  lang: string;
  items: FaqEntry[];
  initialQuery?: string;
  /** Writes every question and answer as FAQPage data into the page (the FAQ page itself, not its searches). */
  structuredData?: boolean;
};

/**
 * The FAQ with its search box: filters as the visitor types. The box is a GET form to
 * `/{lang}/faq?q=`, so without JavaScript the server renders the same filtered list.
 * The answers' text (what the search and the FAQPage data read) is taken from their HTML here, and
 * the FAQPage data is written from here: handed over or written by the page, the same questions and
 * answers would travel in the page's inline data a second and a third time.
 */
export function FaqSearch({ lang, items, initialQuery = '', structuredData = false }: Props) {
  const t = useTexts('FaqPage');
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  const input = useRef<HTMLInputElement>(null);
  useValueChosenEarly(input, query, setQuery);
  const searchable = useMemo(() => items.map((item) => ({ ...item, answerText: htmlText(item.answerHtml) })), [items]);
  const shown = useMemo(() => filterFaq(searchable, query), [searchable, query]);
  const searching = query.trim() !== '';
  return (
    <>
      {structuredData && <JsonLd data={faqStructuredData(searchable)} />}
      <form
        role="search"
        action={`/${lang}/faq`}
        method="get"
        onSubmit={(e) => e.preventDefault()}
        className="flex flex-wrap items-end gap-2"
      >
        <label htmlFor={id} className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium">
          {t('searchLabel')}
          <input
            id={id}
            ref={input}
            type="search"
            name="q"
            value={query}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => setQuery(e.target.value)}
            className={inputClass}
          />
        </label>
        <button type="submit" className={buttonClass}>
          {t('searchButton')}
        </button>
      </form>
      <p role="status" className={searching ? 'mt-3 font-semibold' : 'sr-only'}>
        {searching && (shown.length ? t('results', { count: shown.length }) : t('noResults'))}
      </p>
      {searching && shown.length === 0 && <p className="mt-1 text-muted">{t('noResultsHint')}</p>}
      <ul className="mt-4 divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface">
        {shown.map((item) => (
          <li key={`${item.id}-${searching}`}>
            <details open={searching || undefined} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-medium text-ink hover:bg-surface-alt group-open:text-brand-700 [&::-webkit-details-marker]:hidden">
                {item.question}
                <Icon
                  icon={ChevronDown}
                  aria-hidden
                  className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
                />
              </summary>
              <div className="px-4 pb-4 text-ink">
                <div className="prose-content" dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
              </div>
            </details>
          </li>
        ))}
      </ul>
    </>
  );
}
