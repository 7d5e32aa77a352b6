'use client';

import { groupByPage } from '@/lib/content/sections/static-components/pages';
import { itemName, isLocalized } from './static-value/model';

/** The human names of the static components: the pages they appear on and each key's own name. */
export type StaticNames = { pages: Record<string, string>; keys: Record<string, string> };

type Item = { id: number | string; data: Record<string, unknown> };
type Props = {
  items: Item[];
  names: StaticNames;
  lang: 'rus' | 'uzb';
  texts: { edit: string; history: string };
  onEdit: (id: string) => void;
  onHistory: (id: string) => void;
};

const PREVIEW = 140;

function flatten(text: string): string {
  const flat = text
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > PREVIEW ? `${flat.slice(0, PREVIEW).trimEnd()}…` : flat;
}

/** What a component holds, in a line: its text, or the names of its items. */
function preview(data: Record<string, unknown>, lang: 'rus' | 'uzb'): string {
  const value = data.value;
  if (isLocalized(value)) return flatten(value[lang] || value.rus);
  if (Array.isArray(value))
    return flatten(
      value
        .map((item) => itemName(item, lang))
        .filter(Boolean)
        .join(', '),
    );
  return '';
}

/** The static components grouped by the page they appear on, each row named in words with what it holds. */
export function StaticComponentsList({ items, names, lang, texts, onEdit, onHistory }: Props) {
  const byKey = new Map(items.map((i) => [String(i.id), i]));
  return (
    <div className="flex flex-col gap-6" data-testid="static-groups">
      {groupByPage([...byKey.keys()]).map((group) => (
        <section key={group.page} aria-labelledby={`static-page-${group.page}`} className="flex flex-col gap-2">
          <h2 id={`static-page-${group.page}`} className="text-lg font-semibold text-brand-800">
            {names.pages[group.page] ?? group.page}
          </h2>
          <ul className="flex flex-col divide-y divide-line rounded border border-line">
            {group.keys.map((key) => {
              const name = names.keys[key] ?? key;
              return (
                <li key={key} className="flex flex-wrap items-center gap-3 p-3" data-testid="admin-row">
                  <div className="min-w-0 flex-1 basis-56">
                    <p className="font-semibold">{name}</p>
                    <p className="break-words text-sm text-muted">{preview(byKey.get(key)!.data, lang)}</p>
                  </div>
                  {/* named as a whole: a hidden span inside a flex button is read with a space before its colon */}
                  <button
                    type="button"
                    className="btn btn-secondary"
                    aria-label={`${texts.edit}: ${name}`}
                    onClick={() => onEdit(key)}
                  >
                    {texts.edit}
                  </button>
                  <button
                    type="button"
                    className="btn btn-secondary"
                    aria-label={`${texts.history}: ${name}`}
                    onClick={() => onHistory(key)}
                  >
                    {texts.history}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
