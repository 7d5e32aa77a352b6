'use client';

import { ModalDialog } from './modal-dialog';

type Props = {
  /** The question, naming what the action touches. */
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  /** A destructive action (delete) gets the danger colour. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A yes/no question in the site's own modal dialog (instead of the browser's confirm()); focus starts on cancel. */
export function ConfirmDialog({ question, confirmLabel, cancelLabel, closeLabel, danger, onConfirm, onCancel }: Props) {
  return (
    <ModalDialog title={question} closeLabel={closeLabel} onClose={onCancel}>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" autoFocus onClick={onCancel} className="rounded border border-line-strong px-4 py-2">
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          className={`rounded px-4 py-2 font-semibold text-white ${danger ? 'bg-danger hover:bg-danger-strong' : 'bg-brand-600 hover:bg-brand-700'}`}
        >
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
