'use client';

import { Star } from 'lucide';
import { Icon } from './icon';

type Props = {
  legend: string;
  value: number | undefined;
  onChange: (value: number) => void;
  labelFor: (n: number) => string;
  error?: string;
};

/** Stars 1–5 as a native radio group: arrow keys move, each star has a spoken label. */
export function StarRating({ legend, value, onChange, labelFor, error }: Props) {
  return (
    <fieldset aria-describedby={error ? 'rating-error' : undefined}>
      <legend className="font-medium">{legend}</legend>
      <div className="mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded p-1 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name="rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-label={labelFor(n)}
            />
            {/* Filled when chosen, an outline otherwise: both at least 3:1 against the page (WCAG 1.4.11). */}
            <Icon
              icon={Star}
              aria-hidden
              className={`size-8 ${value && n <= value ? 'fill-accent-700 text-accent-700' : 'text-line-field'}`}
              strokeWidth={1.75}
            />
          </label>
        ))}
      </div>
      {error && (
        <p id="rating-error" role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
