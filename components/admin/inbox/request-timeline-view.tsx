import { Circle, CircleCheck, CircleDot, CircleX } from 'lucide';
import { formatDateTime } from '@/lib/platform/format/date-time';
import { Icon } from '@/components/ui/icon';
import type { TimelineEntry } from './request-timeline';

const ICON = { reached: CircleCheck, closed: CircleX, work: CircleDot, ahead: Circle } as const;
const TONE = { reached: 'text-success-strong', closed: 'text-danger', work: 'text-brand-700', ahead: '' } as const;

/** The request's timeline as an ordered list; the steps ahead are muted and say so in words. */
export function RequestTimelineView({ entries, upcoming }: { entries: TimelineEntry[]; upcoming: string }) {
  return (
    <ol className="flex flex-col gap-4 border-l-2 border-line pl-5" data-testid="timeline">
      {entries.map((e) => (
        <li key={e.key} className={`relative ${e.tone === 'ahead' ? 'text-muted' : ''}`}>
          <Icon
            icon={ICON[e.tone]}
            aria-hidden
            className={`absolute -left-8 top-0.5 size-5 rounded-full bg-surface ${TONE[e.tone]}`}
          />
          {e.tone === 'ahead' ? (
            <p>
              {e.title} <span className="text-sm">({upcoming})</span>
            </p>
          ) : (
            <>
              <p className="font-semibold">{e.title}</p>
              <p className="text-sm text-muted">
                {e.at ? (
                  <time dateTime={e.at} className="whitespace-nowrap">
                    {formatDateTime(e.at)}
                  </time>
                ) : null}
                {e.by ? <span className="break-all"> · {e.by}</span> : null}
              </p>
              {e.detail ? <p>{e.detail}</p> : null}
            </>
          )}
        </li>
      ))}
    </ol>
  );
}
