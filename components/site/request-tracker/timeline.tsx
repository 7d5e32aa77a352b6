import { Circle, CircleCheck, CircleX } from 'lucide';
import { formatDate } from '@/lib/platform/format/date';
import { formatDateTime } from '@/lib/platform/format/date-time';
import type { RequestStatus, TrackEvent, TrackStatus } from '@/lib/visitors/tracking/states';
import { Icon } from '@/components/ui/icon';

/** The timeline's texts: a lookup in the RequestTracking messages. */
export type TimelineText = (key: string, values?: Record<string, string>) => string;

// the road a request takes when nothing goes wrong; what lies ahead of the current state is shown muted
const ROAD: TrackStatus[] = ['received', 'forwarded', 'engineer_assigned', 'connected'];

function detail(event: TrackEvent, t: TimelineText): string | null {
  if (event.day) return t('engineerDay', { day: formatDate(event.day) });
  if (event.reason) return t('reasonLine', { reason: t(`reasons.${event.reason}`) });
  return null;
}

/** A request's history as an ordered list, oldest first, then the steps still ahead (none once connected or closed). */
export function Timeline({ status, t }: { status: RequestStatus; t: TimelineText }) {
  const done = new Set(status.history.map((e) => e.status));
  const finished = status.status === 'connected' || status.status === 'closed';
  const ahead = finished ? [] : ROAD.filter((s) => !done.has(s) && ROAD.indexOf(s) > ROAD.indexOf(status.status));
  return (
    <ol className="flex flex-col gap-4 border-l-2 border-line pl-5" data-testid="timeline">
      {status.history.map((event, i) => (
        <li key={`${event.status}-${event.at}-${i}`} className="relative">
          <Icon
            icon={event.status === 'closed' ? CircleX : CircleCheck}
            aria-hidden
            className={`absolute -left-8 top-0.5 size-5 rounded-full bg-surface ${event.status === 'closed' ? 'text-danger' : 'text-success-strong'}`}
          />
          <p className="font-semibold">{t(`statuses.${event.status}`)}</p>
          <p className="text-sm text-muted">
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          </p>
          {detail(event, t) ? <p>{detail(event, t)}</p> : null}
        </li>
      ))}
      {ahead.map((s) => (
        <li key={s} className="relative text-muted">
          <Icon icon={Circle} aria-hidden className="absolute -left-8 top-0.5 size-5 rounded-full bg-surface" />
          <p>
            {t(`statuses.${s}`)} <span className="text-sm">({t('upcoming')})</span>
          </p>
        </li>
      ))}
    </ol>
  );
}
