'use client';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useValueChosenEarly } from '@/components/ui/use-value-chosen-early';

type Group = { label: string; options: { code: string; name: string }[] };
type Props = { lang: string; groups: Group[]; labels: { select: string; choose: string; go: string } };

/**
 * The tariff series select: opens the chosen series' page. Without JavaScript the form still
 * submits to the list of all series (the select has no name, so the URL stays query-free).
 */
export function SeriesSelect({ lang, groups, labels }: Props) {
  const id = useId();
  const router = useRouter();
  const [code, setCode] = useState('');
  const select = useRef<HTMLSelectElement>(null);
  useValueChosenEarly(select, code, setCode);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    router.push(`/${lang}/tariff/series${code ? `/${encodeURIComponent(code)}` : ''}`);
  };
  return (
    <form action={`/${lang}/tariff/series`} onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
      <label htmlFor={id} className="flex flex-col gap-1 text-sm font-medium">
        {labels.select}
        <select id={id} ref={select} value={code} onChange={(e) => setCode(e.target.value)} className="min-w-48 rounded-lg border border-line-strong px-3 py-2 text-base">
          <option value="">{labels.choose}</option>
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.code} value={option.code}>{option.name}</option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <button type="submit" className="rounded-lg border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50">
        {labels.go}
      </button>
    </form>
  );
}
