'use client';

import type { FieldContext } from './context';
import { ListField } from './list-field';
import { LocalizedField } from './localized-field';
import { kindOf } from './model';
import { ScalarField } from './scalar-field';
import { ChoiceField } from './choice-field';

type Props = { ctx: FieldContext; path: string[]; label: string; value: unknown };

/** Any value of a static component, by its kind; records list their fields, the item's code kept, not shown. */
export function ValueField({ ctx, path, label, value }: Props) {
  const key = path.at(-1) ?? '';
  const words = ctx.texts.choices[key];
  // a code the admin names in words ('b2c' is 'Для дома') is chosen by its word
  if (words && (value === null || (typeof value === 'string' && Object.hasOwn(words, value))))
    return <ChoiceField ctx={ctx} path={path} label={label} value={value} words={words} />;
  const kind = kindOf(value, key);
  if (kind === 'localized')
    return <LocalizedField ctx={ctx} path={path} label={label} value={value as { rus: string; uzb: string }} />;
  if (kind === 'list') return <ListField ctx={ctx} path={path} label={label} items={value as unknown[]} />;
  if (kind !== 'record') return <ScalarField ctx={ctx} path={path} label={label} value={value} kind={kind} />;
  // The pages find items by their code: it is kept as stored and not shown, as it means nothing to a reader.
  const fields = Object.entries(value as Record<string, unknown>)
    .filter(([name]) => name !== 'id')
    .map(([name, inner]) => (
      <ValueField key={name} ctx={ctx} path={[...path, name]} label={ctx.texts.fields[name] ?? name} value={inner} />
    ));
  if (!label) return <div className="flex flex-col gap-3">{fields}</div>;
  return (
    <fieldset className="flex flex-col gap-3 rounded border border-line p-3">
      <legend className="px-1 font-medium">{label}</legend>
      {fields}
    </fieldset>
  );
}
