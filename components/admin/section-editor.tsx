'use client';

import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { api, ApiCallError } from '@/lib/http/api/client';
import { SECTION_FIELDS, type ContentSection } from '@/lib/content/sections';
import type { ValidationTexts } from '@/lib/staff/admin/validation-messages';
import { useNotifications } from '@/lib/ui-state/store/notifications';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cellText, newItemValues, tableFields } from './item-values';
import { ConflictView } from './versions/conflict-view';
import { HistoryPanel } from './versions/history-panel';
import { RowActions } from './row-actions';
import { SectionForm } from './section-form';
import { SectionTable, type TableRow } from './section-table';
import type { EditorTexts } from './editor-texts';
import { StaticComponentsList, type StaticNames } from './static-components-list';
import { sectionCell } from './section-cell';
import { isPreviewSection } from '@/lib/content/preview/sections';
import { PreviewLinkButton } from './preview-link-button';

type Values = Record<string, unknown>;
/** An item of a section as GET adm/{section} lists it. */
export type EditorItem = { section: ContentSection; id: number | string; version: number; data: Values };
export type { EditorTexts } from './editor-texts';

type Props = {
  section: ContentSection;
  items: EditorItem[];
  texts: EditorTexts;
  validation: ValidationTexts;
  /** The admin's language: the table shows the content in it first. */
  adminLang: 'rus' | 'uzb';
  /** The static components' names and pages: that section is listed by page under them. */
  staticNames?: StaticNames;
};

function fail(error: unknown) {
  useNotifications.getState().notify('danger', error instanceof ApiCallError ? error.message : String(error));
}

/** A section's table with create, edit, delete, visibility toggles and reorder; each change is saved at once. */
export function SectionEditor({ section, items, texts, validation, adminLang, staticNames }: Props) {
  const router = useRouter();
  const [lang, setLang] = useState<'rus' | 'uzb'>(adminLang);
  const [editing, setEditing] = useState<{ id?: number | string; version?: number; values: Values } | null>(null);
  // the unsaved text of an edit refused because someone saved the item first
  const [conflict, setConflict] = useState<{ id: number | string; mine: Values } | null>(null);
  const [history, setHistory] = useState<number | string | null>(null);
  const [removing, setRemoving] = useState<{ id: number | string; name: string } | null>(null);
  const fields = SECTION_FIELDS[section];
  const shown = useMemo(() => tableFields(fields), [fields]);
  const byId = useMemo(() => new Map(items.map((i) => [String(i.id), i])), [items]);
  const rows: TableRow[] = useMemo(
    () =>
      items.map((i) => ({
        id: i.id,
        cells: Object.fromEntries(
          shown.map((f) => {
            const state = f.kind === 'boolean' ? texts.states[f.name] : undefined;
            if (state) return [f.name, i.data[f.name] ? state.on : state.off];
            return [f.name, cellText(f, i.data[f.name], lang, texts)];
          }),
        ),
      })),
    [items, shown, lang, texts],
  );
  const hasPosition = fields.some((f) => f.name === 'position');
  // the saved order, whatever column the table is sorted by
  const ordered = useMemo(() => [...items].sort((a, b) => Number(a.data.position) - Number(b.data.position)), [items]);
  const flags = fields.filter((f) => f.kind === 'boolean');
  const imageFields = new Set(fields.filter((f) => f.kind === 'image').map((f) => f.name));
  const flagNames = new Set(flags.map((f) => f.name));
  const fixedKeys = section === 'sc';
  const previewable = isPreviewSection(section);
  // the moment the badges are worked out for; the list is read again after each change
  const [now] = useState(() => Date.now());

  // an update names the version it was based on, so the server can tell whether someone saved in between
  const save = async (item: { id?: number | string; version?: number }, data: Values, quiet = false) => {
    await api.post('save', { section, ...(item.id !== undefined ? { id: item.id, version: item.version } : {}), data });
    if (!quiet) useNotifications.getState().notify('success', texts.saved);
  };
  const submit = async (data: Values) => {
    try {
      await save(editing ?? {}, data);
      setEditing(null);
      router.refresh();
    } catch (error) {
      if (error instanceof ApiCallError && error.code === 'edit_conflict' && editing?.id !== undefined) {
        setConflict({ id: editing.id, mine: data });
        setEditing(null);
        return;
      }
      fail(error);
      throw error;
    }
  };
  const startEdit = (id: number | string) => {
    const item = byId.get(String(id));
    setConflict(null);
    setEditing({ id, version: item?.version, values: item?.data ?? {} });
  };
  const resolved = () => {
    setConflict(null);
    useNotifications.getState().notify('success', texts.saved);
    router.refresh();
  };
  // what the dialog calls the item: its title (the first text in both languages), in the admin's language
  const nameOf = (id: number | string) => {
    if (staticNames) return staticNames.keys[String(id)] ?? String(id);
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
      await save(item, { ...item.data, [flag]: !item.data[flag] });
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
      await save(item, { ...item.data, position: index + step }, true);
      await save(other, { ...other.data, position: index }, true);
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
          <select value={lang} onChange={(e) => setLang(e.target.value as 'rus' | 'uzb')} className="control mt-1">
            <option value="rus">{texts.rus}</option>
            <option value="uzb">{texts.uzb}</option>
          </select>
        </label>
        {fixedKeys ? null : (
          <button
            type="button"
            onClick={() => setEditing({ values: newItemValues(fields, nextPosition) })}
            className="btn btn-primary"
          >
            {texts.create}
          </button>
        )}
      </div>
      {conflict ? (
        <ConflictView
          key={String(conflict.id)}
          section={section}
          id={conflict.id}
          mine={conflict.mine}
          fields={fields.map((f) => f.name)}
          texts={texts.versions}
          cancelLabel={texts.cancel}
          onSaved={resolved}
          onCancel={() => setConflict(null)}
        />
      ) : null}
      {history !== null ? (
        <HistoryPanel
          key={String(history)}
          section={section}
          id={history}
          texts={texts.versions}
          closeLabel={texts.close}
          cancelLabel={texts.cancel}
          onClose={() => setHistory(null)}
          onRestored={() => router.refresh()}
        />
      ) : null}
      {editing ? (
        <section aria-label={editing.id !== undefined ? texts.editing : texts.creating}>
          <h2 className="mb-2 text-lg font-semibold">
            {editing.id !== undefined ? `${texts.editing}: ${nameOf(editing.id)}` : texts.creating}
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
      {fixedKeys && staticNames ? (
        <StaticComponentsList
          items={items}
          names={staticNames}
          lang={lang}
          texts={{ edit: texts.edit, history: texts.history }}
          onEdit={(id) => startEdit(id)}
          onHistory={(id) => setHistory(id)}
        />
      ) : (
        <SectionTable
          rows={rows}
          fields={shown}
          labels={texts.labels}
          texts={texts}
          idLabel={texts.id}
          renderCell={(row, column) =>
            sectionCell({
              column,
              value: row.cells[column],
              data: byId.get(String(row.id))?.data ?? {},
              kinds: { previewable, flags: flagNames, images: imageFields },
              now,
              texts,
            })
          }
          renderActions={(row) => (
            <RowActions
              id={row.id}
              name={nameOf(row.id)}
              flags={flags}
              order={hasPosition ? orderOf(row.id) : undefined}
              removable={!fixedKeys}
              texts={texts}
              onEdit={() => startEdit(row.id)}
              onHistory={() => setHistory(row.id)}
              onToggle={(flag) => toggle(row.id, flag)}
              onMove={(step) => move(row.id, step)}
              onRemove={() => setRemoving({ id: row.id, name: nameOf(row.id) })}
              extra={
                isPreviewSection(section) ? (
                  <PreviewLinkButton section={section} id={row.id} lang={lang} texts={texts.publication} />
                ) : null
              }
            />
          )}
        />
      )}
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
