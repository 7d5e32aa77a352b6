/** Pure helpers of the section editor: display texts of an item and the values of a new one. */
import type { FieldSpec } from '@/lib/content/sections/shared/schema-parts';
import { formatDateTime } from '@/lib/platform/format/date-time';
import { dateInputText } from '@/lib/staff/admin/tashkent-time';

type Values = Record<string, unknown>;

/** What a cell needs to turn a value into words: yes/no and the names of values by field (select options, referenced rows). */
export type CellTexts = { yes: string; no: string; options?: Record<string, Record<string, string>> };

/** The text a table cell shows for a field of an item, in the chosen language (times in the admin's one format). */
export function cellText(spec: FieldSpec, value: unknown, lang: 'rus' | 'uzb', texts: CellTexts): string {
  if (value === null || value === undefined) return '';
  if (spec.kind === 'boolean') return value ? texts.yes : texts.no;
  if (spec.kind.startsWith('localized'))
    return String((value as Record<string, string>)[lang] ?? '')
      .replace(/<[^>]+>/g, ' ')
      .slice(0, 120);
  if (spec.kind === 'datetime') return formatDateTime(String(value)) || String(value);
  if (spec.kind === 'date') return dateInputText(value);
  if (spec.kind === 'choices' && Array.isArray(value)) {
    // the option under '' names the empty choice ('all districts')
    const names = texts.options?.[spec.name] ?? {};
    return value.length === 0 ? (names[''] ?? '') : value.map((v) => names[String(v)] ?? String(v)).join(', ');
  }
  const named = texts.options?.[spec.name]?.[String(value)];
  if (named !== undefined) return named;
  if (typeof value === 'object') return JSON.stringify(value).slice(0, 120);
  return String(value);
}

/** The fields a table shows: the first three texts, the `listed` ones, the pictures (as thumbnails), the position and the flags. */
export function tableFields(fields: FieldSpec[]): FieldSpec[] {
  const texts = fields
    .filter(
      (f) =>
        !['boolean', 'json', 'files', 'localized-html', 'localized-long', 'image'].includes(f.kind) &&
        f.name !== 'position',
    )
    .slice(0, 3);
  return [
    ...texts,
    ...fields.filter((f) => f.listed && !texts.includes(f)),
    ...fields.filter((f) => f.kind === 'image'),
    ...fields.filter((f) => f.name === 'position' || f.kind === 'boolean'),
  ];
}

/** Empty values of a new item; `nextPosition` puts it last. */
export function newItemValues(fields: FieldSpec[], nextPosition: number): Values {
  const values: Values = {};
  for (const f of fields) {
    if (f.kind.startsWith('localized')) values[f.name] = { rus: '', uzb: '' };
    else if (f.kind === 'boolean') values[f.name] = true;
    else if (f.kind === 'number') values[f.name] = f.name === 'position' ? nextPosition : '';
    else if (f.kind === 'datetime') values[f.name] = f.optional ? '' : new Date().toISOString();
    else if (f.kind === 'select') values[f.name] = f.optional ? '' : (f.options?.[0] ?? '');
    else if (f.kind === 'files' || f.kind === 'choices') values[f.name] = [];
    else values[f.name] = '';
  }
  return values;
}
