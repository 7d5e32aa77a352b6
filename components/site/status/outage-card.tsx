import type { PublicOutage } from '@/lib/content/sections/outages/status';
import { kindLabel, outageFacts } from '@/lib/content/sections/outages/describe';

type Translate = (key: string, values?: Record<string, string | number>) => string;

const TONE = {
  current: 'border-danger bg-danger-soft',
  planned: 'border-warning bg-warning-soft',
  resolved: 'border-line bg-surface',
} as const;

/** One outage or planned works: kind, title, text and its facts (districts, times). */
export function OutageCard({ outage, tone, t }: { outage: PublicOutage; tone: keyof typeof TONE; t: Translate }) {
  const headingId = `outage-${outage.id}-title`;
  return (
    <article id={`outage-${outage.id}`} aria-labelledby={headingId} className={`rounded-xl border p-4 ${TONE[tone]}`}>
      <p className="text-sm font-semibold text-muted">{kindLabel(outage, t)}</p>
      <h3 id={headingId} className="text-lg font-bold text-ink">
        {outage.title}
      </h3>
      <p className="mt-1 whitespace-pre-line">{outage.details}</p>
      <ul className="mt-2 flex flex-col gap-0.5 text-sm text-muted">
        {outageFacts(outage, t).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </article>
  );
}
