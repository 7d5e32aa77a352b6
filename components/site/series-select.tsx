'use client';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useValueChosenEarly } from '@/components/ui/use-value-chosen-early';

/** The series of one kind, and the id of the home/office radio that shows that kind. */
type Group = { label: string; inputId: string; options: { code: string; name: string }[] };
type Props = { lang: string; groups: Group[]; labels: { select: string; choose: string; go: string } };

/** The group whose home/office radio is checked (the first, checked by default, before the page's scripts run). */
function checkedGroup(groups: Group[]): number {
  if (typeof document === 'undefined') return 0;
  const index = groups.findIndex((g) => (document.getElementById(g.inputId) as HTMLInputElement | null)?.checked);
  return Math.max(index, 0);
}

/**
 * The tariff series select: lists the series of the kind the home/office switch shows and opens the
 * chosen series' page. Without JavaScript the form still submits to the list of all series (the
 * select has no name, so the URL stays query-free).
 */
export function SeriesSelect({ lang, groups, labels }: Props) {
  const id = useId();
  const router = useRouter();
  const [code, setCode] = useState('');
  const select = useRef<HTMLSelectElement>(null);
  const [shown, setShown] = useState(0);
  useValueChosenEarly(select, code, setCode);
  // The switch is two radios styled by CSS (it works without JavaScript), so the select follows their change events.
  useEffect(() => {
    const follow = () => setShown(checkedGroup(groups));
    follow();
    document.addEventListener('change', follow);
    return () => document.removeEventListener('change', follow);
  }, [groups]);
  const group = groups[shown];
  const options = group?.options ?? [];
  const value = options.some((o) => o.code === code) ? code : '';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    router.push(`/${lang}/tariff/series${value ? `/${encodeURIComponent(value)}` : ''}`);
  };
  return (
    <form action={`/${lang}/tariff/series`} onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
      <label htmlFor={id} className="flex flex-col gap-1 text-sm font-medium">
        {labels.select}
        <select
          id={id}
          ref={select}
          value={value}
          onChange={(e) => setCode(e.target.value)}
          className="min-w-48 rounded-lg border border-line-strong px-3 py-2 text-base"
        >
          <option value="">{labels.choose}</option>
          {group && (
            <optgroup label={group.label}>
              {options.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </label>
      <button
        type="submit"
        className="rounded-lg border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
      >
        {labels.go}
      </button>
    </form>
  );
}
