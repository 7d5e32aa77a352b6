'use client';

import { useRef, useState, type ReactNode } from 'react';
import { inputClass } from '@/components/ui/form-field';
import { useValueChosenEarly } from '@/components/ui/use-value-chosen-early';

type Item = { id: number; text: string; node: ReactNode };
type Props = { items: Item[]; label: string; foundTemplate: { zero: string; other: string } };

/** Filters the server-rendered vacancy cards by what the visitor types. */
export function VacancyFilter({ items, label, foundTemplate }: Props) {
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useValueChosenEarly(input, query, setQuery);
  const q = query.trim().toLowerCase();
  const shown = q ? items.filter((i) => i.text.includes(q)) : items;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <label htmlFor="vacancy-search" className="font-medium">{label}</label>
        <input id="vacancy-search" ref={input} type="search" className={inputClass} value={query} onChange={(e) => setQuery(e.target.value)} />
        <p role="status" className="mt-1 text-sm text-muted">
          {shown.length === 0 ? foundTemplate.zero : foundTemplate.other.replace('{count}', String(shown.length))}
        </p>
      </div>
      <ul className="flex flex-col gap-4">
        {shown.map((i) => (
          <li key={i.id}>{i.node}</li>
        ))}
      </ul>
    </div>
  );
}
