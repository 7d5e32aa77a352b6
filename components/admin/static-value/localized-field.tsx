'use client';

import { fieldId, INPUT, type FieldContext } from './context';
import { FieldError } from './field-error';
import { isLongText } from './model';

type Props = { ctx: FieldContext; path: string[]; label: string; value: { rus: string; uzb: string } };

/** A text in both languages, side by side from 768 px. */
export function LocalizedField({ ctx, path, label, value }: Props) {
  const initial = ctx.initialAt(path) as { rus?: unknown; uzb?: unknown } | undefined;
  const long = isLongText(initial?.rus) || isLongText(initial?.uzb);
  return (
    <fieldset className="rounded border border-line p-3">
      <legend className="px-1 font-medium">{label}</legend>
      <div className="grid gap-3 md:grid-cols-2">
        {(['rus', 'uzb'] as const).map((lang) => {
          const at = [...path, lang];
          const id = fieldId(ctx, at);
          const error = ctx.errorAt(at.join('.'));
          const props = {
            id,
            className: INPUT,
            value: value[lang] ?? '',
            'aria-describedby': `${id}-error`,
            'aria-invalid': Boolean(error),
            onChange: (e: { target: { value: string } }) => ctx.set(at, e.target.value),
          };
          return (
            <div key={lang}>
              <label htmlFor={id} className="text-sm">
                {label} ({ctx.texts[lang]})
              </label>
              {long ? <textarea rows={8} {...props} /> : <input type="text" {...props} />}
              <FieldError id={`${id}-error`} message={error} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
