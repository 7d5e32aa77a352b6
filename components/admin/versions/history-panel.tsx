'use client';

import { useEffect, useState } from 'react';
import { api, ApiCallError } from '@/lib/http/api/client';
import { formatDateTime } from '@/lib/platform/format/date-time';
import type { HistoryEntry } from '@/lib/staff/admin/versions/history-entry';
import { useNotifications } from '@/lib/ui-state/store/notifications';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { fill } from './fill';
import type { VersionTexts } from './texts';
import { ValueDiff } from './value-diff';

type Props = {
  section: string;
  id: number | string;
  texts: VersionTexts;
  closeLabel: string;
  cancelLabel: string;
  onClose: () => void;
  /** Called once a restore is saved, so the list shows the restored item. */
  onRestored: () => void;
};

function notifyFailure(error: unknown) {
  useNotifications.getState().notify('danger', error instanceof ApiCallError ? error.message : String(error));
}

function authorLine(entry: HistoryEntry, texts: VersionTexts): string {
  const who = entry.at ? fill(texts.savedBy, { by: entry.by ?? '', at: formatDateTime(entry.at) }) : texts.original;
  return entry.restored_from ? `${who} · ${fill(texts.restoredFrom, { version: entry.restored_from })}` : who;
}

/** An item's kept versions, newest first: who saved each and when, what changed from the one before, and restore. */
export function HistoryPanel({ section, id, texts, closeLabel, cancelLabel, onClose, onRestored }: Props) {
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  // a restore asks for the list again
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    let live = true;
    api.query<{ items: HistoryEntry[] }>(`adm/${section}/history`, { id }).then(
      (answer) => live && setEntries(answer.items),
      (error: unknown) => {
        if (!live) return;
        notifyFailure(error);
        setEntries([]);
      },
    );
    return () => {
      live = false;
    };
  }, [section, id, reloads]);
  const restore = async (version: number) => {
    setConfirming(null);
    try {
      await api.post(`adm/${section}/restore`, { id, version });
      useNotifications.getState().notify('success', fill(texts.restored, { version }));
      onRestored();
      setReloads((n) => n + 1);
    } catch (error) {
      notifyFailure(error);
    }
  };
  const titleId = `history-${section}-${id}`;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded border border-line p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          {fill(texts.historyOf, { id })}
        </h2>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {closeLabel}
        </button>
      </div>
      {entries === null ? (
        <p role="status">{texts.loading}</p>
      ) : entries.length === 0 ? (
        <p>{texts.historyEmpty}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {entries.map((entry, index) => {
            const older = entries[index + 1];
            return (
              <li key={entry.version} className="flex flex-col gap-2 rounded border border-line p-3">
                <h3 className="font-semibold">
                  {fill(texts.version, { version: entry.version })}
                  {index === 0 ? ` (${texts.current})` : ''}
                </h3>
                <p className="text-sm text-muted">{authorLine(entry, texts)}</p>
                {older ? (
                  <ValueDiff before={older.data} after={entry.data} texts={texts.diff} />
                ) : entry.action === 'create' || entry.action === 'original' ? (
                  <p className="text-sm text-muted">{texts.firstVersion}</p>
                ) : null}
                {index > 0 ? (
                  <div>
                    <button type="button" className="btn btn-secondary" onClick={() => setConfirming(entry.version)}>
                      {fill(texts.restore, { version: entry.version })}
                    </button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {confirming !== null ? (
        <ConfirmDialog
          question={fill(texts.confirmRestore, { version: confirming })}
          confirmLabel={fill(texts.restore, { version: confirming })}
          cancelLabel={cancelLabel}
          closeLabel={closeLabel}
          onConfirm={() => restore(confirming)}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </section>
  );
}
