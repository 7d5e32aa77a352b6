'use client';

import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDown } from 'lucide';
import { Icon } from '@/components/ui/icon';

type Props = {
  /** The button's visible text ("Действия"). */
  label: string;
  /** What the row is, added to the button's name for screen readers ("Действия: Новость 1"). */
  itemName: string;
  children: ReactNode;
};

/** The look of an entry inside the menu (a button or a link), shared so every row's entries match. */
export const MENU_ENTRY =
  'flex w-full items-center gap-2 rounded px-3 py-2 text-left text-sm hover:bg-brand-50 disabled:opacity-40';

/**
 * One row's actions behind a single menu button. It is a <details> disclosure, so the entries open
 * without script too; the script adds Escape (focus back on the button), closing after an entry is
 * chosen, and closing when the pointer or focus goes elsewhere. The entries stay in the page's flow
 * under the button, so no scrolling table ever clips them.
 */
export function ActionsMenu({ label, itemName, children }: Props) {
  const details = useRef<HTMLDetailsElement>(null);
  const close = (focusButton: boolean) => {
    const el = details.current;
    if (!el?.open) return;
    el.open = false;
    if (focusButton) el.querySelector('summary')?.focus();
  };
  useEffect(() => {
    const outside = (event: Event) => {
      if (!details.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && details.current?.open) {
      event.stopPropagation();
      close(true);
    }
  };
  return (
    <details ref={details} className="group w-full max-w-56 md:w-44" onKeyDown={onKeyDown} data-testid="row-actions">
      <summary className="btn btn-secondary w-full list-none [&::-webkit-details-marker]:hidden">
        <span>{label}</span>
        <span className="sr-only">: {itemName}</span>
        <Icon icon={ChevronDown} aria-hidden className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div
        className="mt-1 flex flex-col gap-0.5 rounded border border-line bg-surface p-1 shadow-md"
        onClick={(event) => (event.target as Element).closest('button:not(:disabled), a') && close(false)}
      >
        {children}
      </div>
    </details>
  );
}
