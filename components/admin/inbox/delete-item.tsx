'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { api } from '@/lib/http/api/client';
import type { InboxSection } from '@/lib/staff/inbox/sections';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { reportFailure } from '@/components/ui/report-failure';
import { useNotifications } from '@/lib/ui-state/store/notifications';

/** Texts of the delete button and its dialog, already naming the item. */
export type DeleteTexts = Record<
  'button' | 'title' | 'body' | 'confirm' | 'cancel' | 'close' | 'removing' | 'removed',
  string
>;

type Props = { section: InboxSection; id: number; listHref: string; texts: DeleteTexts };

/** Deletes an item (and its file) after the admin's own confirmation dialog, then goes back to the list. */
export function DeleteItem({ section, id, listHref, texts }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await api.delete(`adm/${section}`, { id });
      useNotifications.getState().notify('success', texts.removed);
      setOpen(false);
      router.replace(listHref);
      router.refresh();
    } catch (error) {
      reportFailure(error);
      setBusy(false);
    }
  };
  const danger = 'rounded border border-danger px-4 py-2 font-semibold text-danger hover:bg-danger-soft';
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={`self-start ${danger}`}>
        {texts.button}
      </button>
      {open ? (
        <ModalDialog title={texts.title} closeLabel={texts.close} onClose={() => setOpen(false)}>
          <p>{texts.body}</p>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="rounded border border-line-strong px-4 py-2 hover:bg-surface-alt"
            >
              {texts.cancel}
            </button>
            <button
              type="button"
              onClick={remove}
              disabled={busy}
              className="rounded bg-danger px-4 py-2 font-semibold text-white disabled:opacity-60"
            >
              {busy ? texts.removing : texts.confirm}
            </button>
          </div>
        </ModalDialog>
      ) : null}
    </>
  );
}
