'use client';

import type { FieldContext } from './context';
import { ListField } from './list-field';
import { LocalizedField } from './localized-field';
import { kindOf } from './model';
import { ScalarField } from './scalar-field';

type Props = { ctx: FieldContext; path: string[]; label: string; value: unknown };

/** Any value of a static component, by its kind; records list their fields, the item's code shown, not edited. */
export function ValueField({ ctx, path, label, value }: Props) {
  const key = path.at(-1) ?? '';
  const kind = kindOf(value, key);
  if (kind === 'localized')
    return <LocalizedField ctx={ctx} path={path} label={label} value={value as { rus: string; uzb: string }} />;
  if (kind === 'list') return <ListField ctx={ctx} path={path} label={label} items={value as unknown[]} />;
  if (kind !== 'record') return <ScalarField ctx={ctx} path={path} label={label} value={value} kind={kind} />;
  const fields = Object.entries(value as Record<string, unknown>).map(([name, inner]) =>
    // The pages find items by their code: it is shown, never changed.
    name === 'id' ? (
      <p key={name} className="text-sm text-muted">
        {ctx.texts.code}: {String(inner)}
      </p>
    ) : (
      <ValueField key={name} ctx={ctx} path={[...path, name]} label={ctx.texts.fields[name] ?? name} value={inner} />
    ),
  );
  if (!label) return <div className="flex flex-col gap-3">{fields}</div>;
  return (
    <fieldset className="flex flex-col gap-3 rounded border border-line p-3">
      <legend className="px-1 font-medium">{label}</legend>
      {fields}
    </fieldset>
  );
}
