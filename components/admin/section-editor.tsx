'use client';

import { ArrowDown, ArrowUp } from 'lucide';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { api, ApiCallError } from '@/lib/api/client';
import { SECTION_FIELDS, type ContentSection } from '@/lib/sections';
import type { ValidationTexts } from '@/lib/admin/validation-messages';
import { useNotifications } from '@/lib/store/notifications';
import { Icon } from '@/components/ui/icon';
import { cellText, newItemValues, tableFields } from './item-values';
import { SectionForm, type FormTexts } from './section-form';
import { SectionTable, type TableRow, type TableTexts } from './section-table';

type Values = Record<string, unknown>;
/** An item of a section as GET adm/{section} lists it. */
export type EditorItem = { section: ContentSection; id: number | string; data: Values };
/** Texts of the editor. */
export type EditorTexts = FormTexts &
  TableTexts & {
    create: string;
    edit: string;
    remove: string;
    confirmRemove: string;
    saved: string;
    removed: string;
    language: string;
    yes: string;
    no: string;
    toggle: string;
    up: string;
    down: string;
    id: string;
    editing: string;
    creating: string;
  };
type Props = { section: ContentSection; items: EditorItem[]; texts: EditorTexts; validation: ValidationTexts };

function fail(error: unknown) {
  useNotifications.getState().notify('danger', error instanceof ApiCallError ? error.message : String(error));
}

/** A section's table with create, edit, delete, visibility toggles and reorder; each change is saved at once. */
export function SectionEditor({ section, items, texts, validation }: Props) {
  const router = useRouter();
  const [lang, setLang] = useState<'rus' | 'uzb'>('rus');
  const [editing, setEditing] = useState<{ id?: number | string; values: Values } | null>(null);
  const fields = SECTION_FIELDS[section];
  const shown = useMemo(() => tableFields(fields), [fields]);
  const byId = useMemo(() => new Map(items.map((i) => [String(i.id), i])), [items]);
  const rows: TableRow[] = useMemo(
    () =>
      items.map((i) => ({
        id: i.id,
        cells: Object.fromEntries(shown.map((f) => [f.name, cellText(f, i.data[f.name], lang, texts.yes, texts.no)])),
      })),
    [items, shown, lang, texts.yes, texts.no],
  );
  const hasPosition = fields.some((f) => f.name === 'position');
  const flags = fields.filter((f) => f.kind === 'boolean');
  const fixedKeys = section === 'sc';

  const save = async (id: number | string | undefined, data: Values, quiet = false) => {
    await api.post('save', { section, ...(id !== undefined ? { id } : {}), data });
    if (!quiet) useNotifications.getState().notify('success', texts.saved);
  };
  const submit = async (data: Values) => {
    try {
      await save(editing?.id, data);
      setEditing(null);
      router.refresh();
    } catch (error) {
      fail(error);
      throw error;
    }
  };
  const remove = async (id: number | string) => {
    if (!window.confirm(texts.confirmRemove)) return;
    try {
      await api.delete(`adm/${section}`, { id });
      useNotifications.getState().notify('success', texts.removed);
      router.refresh();
    } catch (error) {
      fail(error);
    }
  };
  const toggle = async (id: number | string, flag: string) => {
    const item = byId.get(String(id));
    if (!item) return;
    try {
      await save(id, { ...item.data, [flag]: !item.data[flag] });
      router.refresh();
    } catch (error) {
      fail(error);
    }
  };
  const move = async (id: number | string, step: -1 | 1) => {
    const ordered = [...items].sort((a, b) => Number(a.data.position) - Number(b.data.position));
    const index = ordered.findIndex((i) => String(i.id) === String(id));
    const other = ordered[index + step];
    const item = ordered[index];
    if (!item || !other) return;
    try {
      await save(item.id, { ...item.data, position: index + step }, true);
      await save(other.id, { ...other.data, position: index }, true);
      useNotifications.getState().notify('success', texts.saved);
      router.refresh();
    } catch (error) {
      fail(error);
    }
  };
  const nextPosition = items.reduce((max, i) => Math.max(max, Number(i.data.position ?? 0) + 1), 0);
  const small = 'rounded border border-line-strong px-2 py-1 text-xs hover:bg-surface-alt';

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex flex-col text-sm">
          {texts.language}
          <select
            value={lang}
            onChange={(e) => setLang(e.target.value as 'rus' | 'uzb')}
            className="mt-1 rounded border border-line-strong px-3 py-2"
          >
            <option value="rus">{texts.rus}</option>
            <option value="uzb">{texts.uzb}</option>
          </select>
        </label>
        {fixedKeys ? null : (
          <button
            type="button"
            onClick={() => setEditing({ values: newItemValues(fields, nextPosition) })}
            className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            {texts.create}
          </button>
        )}
      </div>
      {editing ? (
        <section aria-label={editing.id !== undefined ? texts.editing : texts.creating}>
          <h2 className="mb-2 text-lg font-semibold">
            {editing.id !== undefined ? `${texts.editing} #${editing.id}` : texts.creating}
          </h2>
          <SectionForm
            key={String(editing.id ?? 'new')}
            section={section}
            initial={editing.values}
            onSave={submit}
            onCancel={() => setEditing(null)}
            texts={texts}
            validation={validation}
          />
        </section>
      ) : null}
      <SectionTable
        rows={rows}
        fields={shown}
        labels={texts.labels}
        texts={texts}
        idLabel={texts.id}
        renderActions={(row) => (
          <div className="flex flex-wrap gap-1">
            <button
              type="button"
              className={small}
              onClick={() => setEditing({ id: row.id, values: byId.get(String(row.id))?.data ?? {} })}
            >
              {texts.edit}
            </button>
            {flags.map((f) => (
              <button key={f.name} type="button" className={small} onClick={() => toggle(row.id, f.name)}>
                {texts.toggle.replace('{field}', texts.labels[f.name] ?? f.name)}
              </button>
            ))}
            {hasPosition ? (
              <>
                <button
                  type="button"
                  className={small}
                  aria-label={`${texts.up} #${row.id}`}
                  onClick={() => move(row.id, -1)}
                >
                  <Icon icon={ArrowUp} aria-hidden className="size-4" />
                </button>
                <button
                  type="button"
                  className={small}
                  aria-label={`${texts.down} #${row.id}`}
                  onClick={() => move(row.id, 1)}
                >
                  <Icon icon={ArrowDown} aria-hidden className="size-4" />
                </button>
              </>
            ) : null}
            {fixedKeys ? null : (
              <button type="button" className={`${small} text-danger`} onClick={() => remove(row.id)}>
                {texts.remove}
              </button>
            )}
          </div>
        )}
      />
    </div>
  );
}
