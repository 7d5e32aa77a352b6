import type { ReactNode } from 'react';

/** The one h1 of a public page with an optional lead paragraph. */
export function PageHeader({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      {lead && <p className="mt-2 max-w-3xl text-muted">{lead}</p>}
      {children}
    </header>
  );
}
