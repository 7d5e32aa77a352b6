'use client';

import { useRef, useState, type ReactNode } from 'react';
import { buttonClass, inputClass } from '@/components/ui/form-field';
import { useValueChosenEarly } from '@/components/ui/use-value-chosen-early';
import { matchesVacancy } from '@/lib/content/sections/vacancies/filter';

type Item = { id: number; text: string; node: ReactNode };
type Props = {
  items: Item[];
  label: string;
  submitLabel: string;
  action: string;
  initialQuery?: string;
  foundTemplate: { zero: string; other: string };
};

/**
 * Filters the server-rendered vacancy cards by what the visitor types. The box is a GET form to
 * `?q=`, so without JavaScript the server renders the same filtered list.
 */
export function VacancyFilter({ items, label, submitLabel, action, initialQuery = '', foundTemplate }: Props) {
  const [query, setQuery] = useState(initialQuery);
  const input = useRef<HTMLInputElement>(null);
  useValueChosenEarly(input, query, setQuery);
  const shown = items.filter((i) => matchesVacancy(i.text, query));
  return (
    <div className="flex flex-col gap-4">
      <form role="search" action={action} method="get" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="vacancy-search" className="font-medium">
          {label}
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
            {submitLabel}
          </button>
        </div>
        <p role="status" className="mt-1 text-sm text-muted">
          {shown.length === 0 ? foundTemplate.zero : foundTemplate.other.replace('{count}', String(shown.length))}
        </p>
      </form>
      <ul className="flex flex-col gap-4">
        {shown.map((i) => (
          <li key={i.id}>{i.node}</li>
        ))}
      </ul>
    </div>
  );
}
