'use client';

import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { api, ApiCallError } from '@/lib/api/client';
import { SECTION_FIELDS, type ContentSection } from '@/lib/sections';
import type { ValidationTexts } from '@/lib/admin/validation-messages';
import { useNotifications } from '@/lib/store/notifications';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cellText, newItemValues, tableFields } from './item-values';
import { RowActions } from './row-actions';
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
    close: string;
  };
type Props = {
  section: ContentSection;
  items: EditorItem[];
  texts: EditorTexts;
  validation: ValidationTexts;
  /** The admin's language: the table shows the content in it first. */
  adminLang: 'rus' | 'uzb';
};

function fail(error: unknown) {
  useNotifications.getState().notify('danger', error instanceof ApiCallError ? error.message : String(error));
}

/** A section's table with create, edit, delete, visibility toggles and reorder; each change is saved at once. */
export function SectionEditor({ section, items, texts, validation, adminLang }: Props) {
  const router = useRouter();
  const [lang, setLang] = useState<'rus' | 'uzb'>(adminLang);
  const [editing, setEditing] = useState<{ id?: number | string; values: Values } | null>(null);
  const [removing, setRemoving] = useState<{ id: number | string; name: string } | null>(null);
  const fields = SECTION_FIELDS[section];
  const shown = useMemo(() => tableFields(fields), [fields]);
  const byId = useMemo(() => new Map(items.map((i) => [String(i.id), i])), [items]);
  const rows: TableRow[] = useMemo(
    () =>
      items.map((i) => ({
        id: i.id,
        cells: Object.fromEntries(shown.map((f) => [f.name, cellText(f, i.data[f.name], lang, texts)])),
      })),
    [items, shown, lang, texts],
  );
  const hasPosition = fields.some((f) => f.name === 'position');
  // the saved order, whatever column the table is sorted by
  const ordered = useMemo(() => [...items].sort((a, b) => Number(a.data.position) - Number(b.data.position)), [items]);
  const flags = fields.filter((f) => f.kind === 'boolean');
  const imageFields = new Set(fields.filter((f) => f.kind === 'image').map((f) => f.name));
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
  // what the dialog calls the item: its title (the first text in both languages), in the admin's language
  const nameOf = (id: number | string) => {
    const data = byId.get(String(id))?.data ?? {};
    const candidates = [fields.find((f) => f.kind === 'localized'), shown[0]];
    for (const f of candidates)
      if (f && cellText(f, data[f.name], adminLang, texts)) return cellText(f, data[f.name], adminLang, texts);
    return `#${id}`;
  };
  const remove = async (id: number | string) => {
    setRemoving(null);
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
  const orderOf = (id: number | string) => {
    const index = ordered.findIndex((i) => String(i.id) === String(id));
    return { first: index === 0, last: index === ordered.length - 1 };
  };

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
        renderCell={(row, column) => {
          const value = row.cells[column];
          if (!imageFields.has(column) || !value) return undefined;
          // eslint-disable-next-line @next/next/no-img-element -- an arbitrary uploaded path, shown small as is
          return <img src={value} alt={texts.labels[column] ?? column} className="h-10 w-16 rounded object-cover" />;
        }}
        renderActions={(row) => (
          <RowActions
            id={row.id}
            flags={flags}
            order={hasPosition ? orderOf(row.id) : undefined}
            removable={!fixedKeys}
            texts={texts}
            onEdit={() => setEditing({ id: row.id, values: byId.get(String(row.id))?.data ?? {} })}
            onToggle={(flag) => toggle(row.id, flag)}
            onMove={(step) => move(row.id, step)}
            onRemove={() => setRemoving({ id: row.id, name: nameOf(row.id) })}
          />
        )}
      />
      {removing ? (
        <ConfirmDialog
          question={texts.confirmRemove.replace('{title}', removing.name)}
          confirmLabel={texts.remove}
          cancelLabel={texts.cancel}
          closeLabel={texts.close}
          danger
          onConfirm={() => remove(removing.id)}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </div>
  );
}
