import { formatDateTime } from '@/lib/platform/format/date-time';
import { WORK_STATUSES, type InboxSection, type WorkStatus } from '@/lib/staff/inbox/sections';
import type { InboxText } from '@/lib/staff/inbox/view-texts';
import { StatusBadge } from './status-badge';
import { WorkStatusControl, type WorkTexts } from './work-status-control';

type Props = {
  section: InboxSection;
  item: { id: number; work_status: WorkStatus; status_changed_by: string | null; status_changed_at: string | null };
  t: InboxText;
};

/** A message's, résumé's or rating's work state, who set it last, and the control that moves it on. */
export function WorkPanel({ section, item, t }: Props) {
  const statuses = Object.fromEntries(WORK_STATUSES.map((w) => [w, t(`statuses.${w}`)])) as WorkTexts['statuses'];
  return (
    <section aria-labelledby="work-title" className="flex flex-col gap-3 rounded border border-line p-4">
      <h2 id="work-title" className="text-lg font-semibold">
        {t('work.title')}
      </h2>
      <p>
        <StatusBadge status={item.work_status} label={statuses[item.work_status]} />
      </p>
      <p className="text-sm text-muted" data-testid="status-changed">
        {item.status_changed_by
          ? t('work.changedBy', { email: item.status_changed_by, time: formatDateTime(item.status_changed_at) })
          : t('work.never')}
      </p>
      <WorkStatusControl
        section={section}
        id={item.id}
        status={item.work_status}
        texts={{
          label: t('work.label'),
          save: t('work.save'),
          saving: t('work.saving'),
          saved: t('work.saved'),
          statuses,
        }}
      />
    </section>
  );
}
