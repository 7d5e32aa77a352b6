/** The facts of an entry as lines of text, shared by the status page's cards and the feed's entries. */
import { formatDateTime } from '@/lib/platform/format/date-time';
import type { PublicOutage } from './status';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The entry's kind as a word ("Outage", "Planned works") in the namespace `Status`. */
export function kindLabel(o: PublicOutage, t: Translate): string {
  return t(o.kind === 'outage' ? 'kindOutage' : 'kindPlanned');
}

/** Districts, start, expected end and resolution, each a line; times in Tashkent time. */
export function outageFacts(o: PublicOutage, t: Translate): string[] {
  const districts = o.districts.length > 0 ? o.districts.join(', ') : t('allDistricts');
  return [
    t('affects', { districts }),
    t('startsAt', { at: formatDateTime(o.startedAt) }),
    ...(o.expectedEnd && !o.resolvedAt ? [t('expectedEnd', { at: formatDateTime(o.expectedEnd) })] : []),
    ...(o.resolvedAt ? [t('resolvedAt', { at: formatDateTime(o.resolvedAt) })] : []),
  ];
}
