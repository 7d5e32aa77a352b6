'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { X } from 'lucide';
import { Icon } from './icon';

type Props = { title: string; closeLabel: string; onClose: () => void; children: ReactNode };

/**
 * An accessible modal on the native <dialog>: showModal() makes the page behind inert (focus
 * stays inside), Esc closes, and focus returns to what was focused before it opened.
 */
export function ModalDialog({ title, closeLabel, onClose, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    const previous = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog?.addEventListener('cancel', onCancel);
    return () => {
      dialog?.removeEventListener('cancel', onCancel);
      if (dialog?.open) dialog.close();
      previous?.focus?.();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby="modal-title"
      className="m-auto w-[min(40rem,calc(100vw-1rem))] rounded-xl p-0 backdrop:bg-black/50"
    >
      <div className="flex items-start justify-between gap-4 border-b border-line p-4">
        <h2 id="modal-title" className="text-2xl font-bold">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => close.current()}
          aria-label={closeLabel}
          className="rounded p-1 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Icon icon={X} aria-hidden className="size-6" />
        </button>
      </div>
      <div className="max-h-[80vh] overflow-y-auto p-4">{children}</div>
    </dialog>
  );
}
