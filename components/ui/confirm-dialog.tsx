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
        <button type="button" autoFocus onClick={onCancel} className="btn btn-secondary">
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          className={danger ? 'btn bg-danger text-surface hover:bg-danger-strong' : 'btn btn-primary'}
        >
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
