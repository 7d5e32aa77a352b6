import type { ReactNode } from 'react';

/** One line of a facts label: what it is and its value; `strong` sets the value in bold. */
export type FactRow = { label: string; value: ReactNode; strong?: boolean };

type Props = { id: string; title: string; rows: FactRow[] };

/** A titled block of a tariff's facts label: its lines as a definition list, label left and value right. */
export function FactsSection({ id, title, rows }: Props) {
  return (
    <section aria-labelledby={id} className="border-t-4 border-ink pt-2 print:pt-1">
      <h2 id={id} className="text-lg font-extrabold print:text-base">
        {title}
      </h2>
      <dl className="mb-3 print:mb-1.5">
        {rows.map((row) => (
          <div
            key={row.label}
            className="flex flex-wrap items-baseline justify-between gap-x-4 border-b border-line py-1.5 last:border-b-0 print:py-0.5"
          >
            <dt className="text-muted">{row.label}</dt>
            <dd className={`ml-auto text-right ${row.strong ? 'font-extrabold' : 'font-semibold'}`}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
