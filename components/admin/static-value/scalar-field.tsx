'use client';

import { ImageUpload } from '../image-upload';
import { fieldId, INPUT, type FieldContext } from './context';
import { FieldError } from './field-error';
import { isLongText, type ValueKind } from './model';

type Props = { ctx: FieldContext; path: string[]; label: string; value: unknown; kind: ValueKind };

/** One text, number, yes/no or image value of a static component. */
export function ScalarField({ ctx, path, label, value, kind }: Props) {
  const id = fieldId(ctx, path);
  const error = ctx.errorAt(path.join('.'));
  const a11y = { id, 'aria-describedby': `${id}-error`, 'aria-invalid': Boolean(error) };
  if (kind === 'boolean')
    return (
      <div className="flex items-center gap-2">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={Boolean(value)}
          onChange={(e) => ctx.set(path, e.target.checked)}
          {...a11y}
        />
        <label htmlFor={id}>{label}</label>
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  let input;
  if (kind === 'image')
    input = (
      <ImageUpload
        id={id}
        value={String(value ?? '')}
        onChange={(next) => ctx.set(path, next)}
        texts={ctx.texts.upload}
        inputClass={INPUT}
      />
    );
  else if (kind === 'number')
    input = (
      <input
        type="number"
        step="any"
        className={INPUT}
        value={typeof value === 'number' ? value : String(value ?? '')}
        // An emptied number stays a (wrong) text, so the server names the field rather than storing nothing.
        onChange={(e) => ctx.set(path, e.target.value === '' ? '' : Number(e.target.value))}
        {...a11y}
      />
    );
  else {
    const text = String(value ?? '');
    const initial = ctx.initialAt(path);
    // An optional value (null) emptied again goes back to null, as the pages expect.
    const onChange = (next: string) => ctx.set(path, next === '' && initial === null ? null : next);
    input = isLongText(initial) ? (
      <textarea rows={6} className={INPUT} value={text} onChange={(e) => onChange(e.target.value)} {...a11y} />
    ) : (
      <input type="text" className={INPUT} value={text} onChange={(e) => onChange(e.target.value)} {...a11y} />
    );
  }
  return (
    <div>
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      {input}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
