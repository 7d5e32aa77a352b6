'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';

type Props = {
  openLabel: string;
  closeLabel: string;
  title: string;
  menuIcon: ReactNode;
  closeIcon: ReactNode;
  children: ReactNode;
  /** The panel's id (one drawer per page). */
  id?: string;
  /** Classes of the disclosure: where it shows (the public header hides it from 1024 px). */
  className?: string;
  /** Classes of the menu button, for a header of another colour. */
  summaryClassName?: string;
  /**
   * Once the script runs, the drawer covers the header too: the panel's close button is then the only
   * close control in view, where the menu button would otherwise offer a second one beside it.
   */
  coverHeader?: boolean;
};

const FOCUSABLE = 'a[href],button';
const never = () => () => {};

/**
 * The phone menu. Without script it is a plain <details> disclosure (the menu opens and closes, the
 * label follows by CSS); the script makes it a modal drawer: focus moves in and stays inside, Escape,
 * the backdrop or a followed link closes it, and focus goes back to the menu button. Back or Forward
 * with the drawer open closes it too: it belonged to the page that was left. It opens on a phone's slow
 * CPU within the interaction budget: the button's text is not selectable (a press would place a
 * selection first), the panel casts no blurred shadow (the backdrop already sets it apart, and a blur is
 * costly to draw), and app/globals.css keeps the closed panel laid out.
 */
export function MenuDrawer({
  openLabel,
  closeLabel,
  title,
  menuIcon,
  closeIcon,
  children,
  id = 'site-menu',
  className = 'lg:hidden',
  summaryClassName = 'text-brand-700 hover:bg-brand-50',
  coverHeader = false,
}: Props) {
  const details = useRef<HTMLDetailsElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  // false in the server's HTML, true once the script runs: until then the menu is a plain disclosure.
  const live = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

  useEffect(() => {
    // Opened before the script arrived: the toggle event went unheard, so replay it.
    if (details.current!.open) details.current!.dispatchEvent(new Event('toggle'));
  }, []);
  useEffect(() => {
    if (open) panel.current!.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [open]);
  const pathname = usePathname();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current !== pathname) details.current!.open = false;
    shownPath.current = pathname;
  }, [pathname]);

  const close = () => {
    details.current!.open = false;
    details.current!.querySelector('summary')!.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) return;
    if (event.key === 'Escape') return close();
    if (event.key !== 'Tab') return;
    const items = [...panel.current!.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const edge = event.shiftKey ? items[0] : items.at(-1);
    if (document.activeElement === edge || !panel.current!.contains(document.activeElement)) {
      event.preventDefault();
      (event.shiftKey ? items.at(-1) : items[0])?.focus();
    }
  };

  return (
    <details
      ref={details}
      className={`site-menu group ${className}`}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={onKeyDown}
    >
      <summary
        aria-expanded={live ? open : undefined}
        aria-controls={id}
        className={`flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-2 rounded px-2 font-semibold select-none ${summaryClassName} [&::-webkit-details-marker]:hidden`}
      >
        <span className="group-open:hidden">{menuIcon}</span>
        <span className="hidden group-open:inline">{closeIcon}</span>
        {/* On a phone the label would wrap beside the logo: the icon shows, the label is still the button's name. */}
        <span className="group-open:hidden max-sm:sr-only">{openLabel}</span>
        <span className="hidden group-open:inline max-sm:sr-only">{closeLabel}</span>
      </summary>
      <div
        className={`fixed inset-x-0 bottom-0 bg-ink/50 ${coverHeader && live ? 'top-0 z-50' : 'top-16 z-40'}`}
        onClick={(event) => event.target === event.currentTarget && close()}
      >
        <div
          id={id}
          ref={panel}
          role={live ? 'dialog' : undefined}
          aria-modal={live ? true : undefined}
          aria-label={live ? title : undefined}
          className="ml-auto flex h-full w-[85%] max-w-sm flex-col gap-4 overflow-y-auto bg-white p-4 text-ink"
          onClick={(event) => (event.target as Element).closest('a') && close()}
        >
          <button
            type="button"
            hidden={!live}
            onClick={close}
            className="flex min-h-11 items-center gap-2 self-end rounded px-2 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {closeIcon}
            {closeLabel}
          </button>
          {children}
        </div>
      </div>
    </details>
  );
}
