import type { ReactNode } from 'react';

// Below 768 px a list's last column (the row's actions) sticks to the right edge of the scrolling table,
// narrowed so its buttons wrap: the data scrolls under it, the actions never leave the screen.
const STICKY_ACTIONS =
  'max-md:[&_tr>:last-child]:sticky max-md:[&_tr>:last-child]:right-0 max-md:[&_tr>:last-child]:border-l ' +
  'max-md:[&_tr>:last-child]:border-line max-md:[&_tr>:last-child]:bg-surface ' +
  'max-md:[&_td:last-child]:whitespace-normal max-md:[&_td:last-child>div]:w-36';

/** Wraps a list whose rows end with their actions, keeping those actions visible on a phone. */
export function ListShell({ children }: { children: ReactNode }) {
  return <div className={STICKY_ACTIONS}>{children}</div>;
}
