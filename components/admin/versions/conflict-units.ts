/**
 * The parts of an item a staff member chooses between in a conflict: each field, and each language of a
 * text in both languages, that differs between their unsaved text and the newer saved version.
 */
import { leavesOf, readableText } from '@/lib/staff/admin/versions/flatten';

type Values = Record<string, unknown>;

/** One choice: a field (and its language), and its text on each side. */
export type ConflictUnit = { key: string; field: string; lang?: 'rus' | 'uzb'; mine: string; theirs: string };

const isBilingual = (v: unknown): v is { rus: unknown; uzb: unknown } =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && 'rus' in v && 'uzb' in v && Object.keys(v).length === 2;

function shown(value: unknown, flag: (v: boolean) => string): string {
  if (typeof value === 'string') return readableText(value);
  if (typeof value === 'boolean') return flag(value);
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  return [...leavesOf(value, flag).entries()].map(([path, leaf]) => `${path}: ${leaf.text}`).join('\n');
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The differing parts of two versions of an item, in the order of its fields. */
export function conflictUnits(
  fields: string[],
  mine: Values,
  theirs: Values,
  flag: (v: boolean) => string,
): ConflictUnit[] {
  const units: ConflictUnit[] = [];
  for (const field of fields) {
    const [a, b] = [mine[field], theirs[field]];
    if (same(a, b)) continue;
    if (isBilingual(a) && isBilingual(b)) {
      for (const lang of ['rus', 'uzb'] as const)
        if (!same(a[lang], b[lang]))
          units.push({
            key: `${field}.${lang}`,
            field,
            lang,
            mine: shown(a[lang], flag),
            theirs: shown(b[lang], flag),
          });
    } else units.push({ key: field, field, mine: shown(a, flag), theirs: shown(b, flag) });
  }
  return units;
}

/** The item to save: the saved version with every part chosen from the unsaved text taken from it. */
export function mergeChosen(
  mine: Values,
  theirs: Values,
  units: ConflictUnit[],
  takeMine: (key: string) => boolean,
): Values {
  const merged: Values = structuredClone(theirs);
  for (const unit of units) {
    if (!takeMine(unit.key)) continue;
    if (unit.lang)
      merged[unit.field] = { ...(merged[unit.field] as Values), [unit.lang]: (mine[unit.field] as Values)[unit.lang] };
    else merged[unit.field] = mine[unit.field];
  }
  return merged;
}
