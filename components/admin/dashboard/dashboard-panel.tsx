import Link from 'next/link';
import type { ReactNode } from 'react';

type Props = {
  /** The panel's code: its heading's id and its test id. */
  code: string;
  title: string;
  children: ReactNode;
  /** A link to the full list behind the panel. */
  more?: { href: string; label: string };
};

/** One panel of the admin dashboard: a titled box whose heading names its region for screen readers. */
export function DashboardPanel({ code, title, children, more }: Props) {
  const heading = `dashboard-${code}`;
  return (
    <section
      aria-labelledby={heading}
      data-testid={heading}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4"
    >
      <h2 id={heading} className="text-lg font-semibold text-brand-800">
        {title}
      </h2>
      {children}
      {more ? (
        <Link href={more.href} className="mt-auto w-fit text-sm text-brand-700 underline">
          {more.label}
        </Link>
      ) : null}
    </section>
  );
}

/** What a panel says when its data could not be read: the rest of the dashboard still shows. */
export function PanelFailed({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded border-l-4 border-danger bg-danger-soft p-3 text-sm">
      {text}
    </p>
  );
}
