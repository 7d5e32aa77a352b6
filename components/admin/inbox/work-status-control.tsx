'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { api } from '@/lib/http/api/client';
import { WORK_STATUSES, type InboxSection, type WorkStatus } from '@/lib/staff/inbox/sections';
import { reportFailure } from '@/components/ui/report-failure';
import { useNotifications } from '@/lib/ui-state/store/notifications';

/** Texts of the work state control. */
export type WorkTexts = {
  label: string;
  save: string;
  saving: string;
  saved: string;
  statuses: Record<WorkStatus, string>;
};

type Props = { section: InboxSection; id: number; status: WorkStatus; texts: WorkTexts };

/** Moves an item along new → in progress → done; the page reloads its data to show who changed it and when. */
export function WorkStatusControl({ section, id, status, texts }: Props) {
  const router = useRouter();
  const [value, setValue] = useState<WorkStatus>(status);
  const [busy, setBusy] = useState(false);
  const selectId = useId();
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await api.post(`adm/${section}/status`, { id, status: value });
      useNotifications.getState().notify('success', texts.saved);
      router.refresh();
    } catch (error) {
      reportFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={save} className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col text-sm">
        <label htmlFor={selectId}>{texts.label}</label>
        <select
          id={selectId}
          value={value}
          onChange={(e) => setValue(e.target.value as WorkStatus)}
          className="control mt-1"
        >
          {WORK_STATUSES.map((s) => (
            <option key={s} value={s}>
              {texts.statuses[s]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" disabled={busy || value === status} className="btn btn-primary">
        {busy ? texts.saving : texts.save}
      </button>
    </form>
  );
}
