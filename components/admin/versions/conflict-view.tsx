'use client';

import { useEffect, useRef, useState } from 'react';
import { api, ApiCallError } from '@/lib/http/api/client';
import { formatDateTime } from '@/lib/platform/format/date-time';
import type { HistoryEntry } from '@/lib/staff/admin/versions/history-entry';
import { useNotifications } from '@/lib/ui-state/store/notifications';
import { conflictUnits, mergeChosen, type ConflictUnit } from './conflict-units';
import { fill } from './fill';
import type { VersionTexts } from './texts';

type Values = Record<string, unknown>;
type Props = {
  section: string;
  id: number | string;
  /** The staff member's unsaved text, as the form would have saved it. */
  mine: Values;
  /** The item's fields in the form's order. */
  fields: string[];
  texts: VersionTexts;
  cancelLabel: string;
  onSaved: () => void;
  onCancel: () => void;
};

function Side({
  name,
  unit,
  side,
  label,
  text,
  empty,
}: {
  name: string;
  unit: ConflictUnit;
  side: 'mine' | 'theirs';
  label: string;
  text: string;
  empty: string;
}) {
  return (
    <label className="flex flex-1 cursor-pointer flex-col gap-1 rounded border border-line p-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
      <span className="flex items-center gap-2 text-sm font-semibold">
        <input type="radio" name={name} value={side} defaultChecked={side === 'mine'} data-unit={unit.key} />
        {label}
      </span>
      <span className="whitespace-pre-wrap break-words text-sm">{text || empty}</span>
    </label>
  );
}

/**
 * Shown when a save was refused because someone saved the item first: the newer saved version beside the
 * staff member's unsaved text, one choice per differing field and language, saved on top of the newer version.
 */
export function ConflictView({ section, id, mine, fields, texts, cancelLabel, onSaved, onCancel }: Props) {
  const [theirs, setTheirs] = useState<HistoryEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // another conflict on saving asks for the newest version again
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    api.query<{ items: HistoryEntry[] }>(`adm/${section}/history`, { id, limit: 1 }).then(
      (answer) => {
        if (!live) return;
        setTheirs(answer.items[0] ?? null);
        heading.current?.focus();
      },
      (error: unknown) =>
        useNotifications.getState().notify('danger', error instanceof ApiCallError ? error.message : String(error)),
    );
    return () => {
      live = false;
    };
  }, [section, id, round]);
  const flag = (v: boolean) => (v ? texts.diff.yes : texts.diff.no);
  const units = theirs ? conflictUnits(fields, mine, theirs.data as Values, flag) : [];
  const save = async () => {
    if (!theirs || !form.current) return;
    const chosen = new FormData(form.current);
    const data = mergeChosen(mine, theirs.data as Values, units, (key) => chosen.get(`take-${key}`) !== 'theirs');
    setBusy(true);
    try {
      await api.post('save', { section, id, version: theirs.version, data });
      onSaved();
    } catch (error) {
      useNotifications.getState().notify('danger', error instanceof ApiCallError ? error.message : String(error));
      // someone saved yet again: compare with that version instead
      if (error instanceof ApiCallError && error.code === 'edit_conflict') {
        setTheirs(null);
        setRound((n) => n + 1);
      }
    } finally {
      setBusy(false);
    }
  };
  const title = (unit: ConflictUnit) =>
    `${texts.diff.labels[unit.field] ?? unit.field}${unit.lang ? ` — ${texts.diff[unit.lang]}` : ''}`;
  return (
    <section
      aria-labelledby="conflict-title"
      className="flex flex-col gap-3 rounded border border-warning bg-warning-soft p-4"
    >
      <h2 id="conflict-title" ref={heading} tabIndex={-1} className="text-lg font-semibold text-warning-strong">
        {texts.conflictTitle}
      </h2>
      {theirs === null ? (
        <p role="status">{texts.loading}</p>
      ) : (
        <form
          ref={form}
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <p>
            {fill(texts.conflictIntro, {
              by: theirs.by ?? '',
              at: formatDateTime(theirs.at),
              version: theirs.version,
            })}
          </p>
          {units.map((unit) => (
            <fieldset key={unit.key} className="flex flex-col gap-2 rounded border border-line bg-surface p-3">
              <legend className="px-1 font-semibold">{title(unit)}</legend>
              <div className="flex flex-col gap-2 md:flex-row">
                <Side
                  name={`take-${unit.key}`}
                  unit={unit}
                  side="mine"
                  label={texts.mine}
                  text={unit.mine}
                  empty={texts.empty}
                />
                <Side
                  name={`take-${unit.key}`}
                  unit={unit}
                  side="theirs"
                  label={fill(texts.theirs, { version: theirs.version, by: theirs.by ?? '' })}
                  text={unit.theirs}
                  empty={texts.empty}
                />
              </div>
            </fieldset>
          ))}
          <p className="text-sm text-muted">{texts.conflictSame}</p>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {texts.saveChosen}
            </button>
            <button type="button" className="btn btn-secondary" onClick={onCancel}>
              {cancelLabel}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
