'use client';

import { fieldId, type FieldContext } from './context';
import { FieldError } from './field-error';

type Props = { ctx: FieldContext; path: string[]; label: string; value: string | null; words: Record<string, string> };

/** A code chosen by its word ('Для дома' stores 'b2c'); the word under '' stores no value (null). */
export function ChoiceField({ ctx, path, label, value, words }: Props) {
  const id = fieldId(ctx, path);
  const error = ctx.errorAt(path.join('.'));
  return (
    <div>
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <select
        id={id}
        className="control mt-1"
        value={value ?? ''}
        aria-describedby={`${id}-error`}
        aria-invalid={Boolean(error)}
        onChange={(e) => ctx.set(path, e.target.value === '' ? null : e.target.value)}
      >
        {Object.entries(words)
          // no empty choice where the stored value is never empty
          .filter(([code]) => code !== '' || value === null || ctx.initialAt(path) === null)
          .map(([code, word]) => (
            <option key={code} value={code}>
              {word}
            </option>
          ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
