/** Pure helpers of the section editor: display texts of an item and the values of a new one. */
import type { FieldSpec } from '@/lib/sections/shared/schema-parts';

type Values = Record<string, unknown>;

/** The text a table cell shows for a field of an item, in the chosen language. */
export function cellText(spec: FieldSpec, value: unknown, lang: 'rus' | 'uzb', yes: string, no: string): string {
  if (value === null || value === undefined) return '';
  if (spec.kind === 'boolean') return value ? yes : no;
  if (spec.kind.startsWith('localized'))
    return String((value as Record<string, string>)[lang] ?? '')
      .replace(/<[^>]+>/g, ' ')
      .slice(0, 120);
  if (typeof value === 'object') return JSON.stringify(value).slice(0, 120);
  return String(value);
}

/** The fields a table shows: the first three texts, the position and the flags. */
export function tableFields(fields: FieldSpec[]): FieldSpec[] {
  const texts = fields
    .filter(
      (f) =>
        !['boolean', 'json', 'files', 'localized-html', 'localized-long', 'image'].includes(f.kind) &&
        f.name !== 'position',
    )
    .slice(0, 3);
  return [...texts, ...fields.filter((f) => f.name === 'position' || f.kind === 'boolean')];
}

/** Empty values of a new item; `nextPosition` puts it last. */
export function newItemValues(fields: FieldSpec[], nextPosition: number): Values {
  const values: Values = {};
  for (const f of fields) {
    if (f.kind.startsWith('localized')) values[f.name] = { rus: '', uzb: '' };
    else if (f.kind === 'boolean') values[f.name] = true;
    else if (f.kind === 'number') values[f.name] = f.name === 'position' ? nextPosition : '';
    else if (f.kind === 'datetime') values[f.name] = new Date().toISOString();
    else if (f.kind === 'select') values[f.name] = f.optional ? '' : (f.options?.[0] ?? '');
    else if (f.kind === 'files') values[f.name] = [];
    else values[f.name] = '';
  }
  return values;
}
