import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import type { ValidationTexts } from '@/lib/staff/admin/validation-messages';
import type { RequestItem } from '@/lib/staff/inbox/contract';
import { WORK_STATUSES } from '@/lib/staff/inbox/sections';
import { PROGRESS_ACTIONS, offeredActions, suggestedAction } from '@/lib/visitors/tracking/progress-actions';
import { CLOSE_REASONS, STAFF_STATUSES } from '@/lib/visitors/tracking/states';
import type { InboxText } from '@/lib/staff/inbox/view-texts';
import { RequestProgressForm, type ProgressTexts } from './request-progress-form';
import { requestTimeline } from './request-timeline';
import { RequestTimelineView } from './request-timeline-view';
import { StatusBadge } from './status-badge';

type Props = { lang: Lang; item: RequestItem; trackerEditable: boolean; t: InboxText; validation: ValidationTexts };

const lookup =
  (t: Awaited<ReturnType<typeof getTranslations>>): InboxText =>
  (key, values) =>
    t(key as never, values as never);

/**
 * Where a request stands and its next step on top (one choice moves the work state and, with the embedded
 * billing, the visitor's tracker; one save), then one timeline of everything that happened to it.
 */
export async function RequestProgressPanel({ lang, item, trackerEditable, t, validation }: Props) {
  const [trackT, pageT] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'RequestTracking' }),
    getTranslations({ locale: lang, namespace: 'AdminRequest' }),
  ]);
  const [track, page] = [lookup(trackT), lookup(pageT)];
  const texts: ProgressTexts = {
    action: page('action'),
    actions: Object.fromEntries(PROGRESS_ACTIONS.map((a) => [a, page(`actions.${a}`)])) as ProgressTexts['actions'],
    effectWork: page('effectWork', { work: '{work}' }),
    effectTracker: page('effectTracker', { work: '{work}', tracker: '{tracker}' }),
    works: Object.fromEntries(WORK_STATUSES.map((w) => [w, t(`statuses.${w}`)])) as ProgressTexts['works'],
    trackers: Object.fromEntries(STAFF_STATUSES.map((s) => [s, track(`statuses.${s}`)])) as ProgressTexts['trackers'],
    day: track('adminDay'),
    reason: track('adminReason'),
    choose: track('adminChoose'),
    reasons: Object.fromEntries(CLOSE_REASONS.map((r) => [r, track(`reasons.${r}`)])) as ProgressTexts['reasons'],
    save: page('save'),
    saving: page('saving'),
    saved: page('saved'),
  };
  const { tracking } = item;
  return (
    <section aria-labelledby="progress-title" className="flex flex-col gap-4 rounded border border-line p-4">
      <h2 id="progress-title" className="text-lg font-semibold">
        {page('title')}
      </h2>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]" data-testid="request-state">
        <dt className="text-muted">{page('work')}</dt>
        <dd>
          <StatusBadge status={item.work_status} label={t(`statuses.${item.work_status}`)} />
        </dd>
        <dt className="text-muted">{page('tracker')}</dt>
        <dd>{track(`statuses.${tracking.status}`)}</dd>
        <dt className="text-muted">{track('adminReference')}</dt>
        <dd>
          <a
            className="whitespace-nowrap font-mono text-brand-700 underline"
            href={`/${lang}/request/${tracking.reference}`}
          >
            {tracking.reference}
          </a>
        </dd>
      </dl>
      <RequestProgressForm
        // a saved step changes what is offered and suggested: the form starts again from the new state
        key={`${item.work_status}-${tracking.history.length}`}
        id={item.id}
        offered={offeredActions(item.work_status, trackerEditable)}
        suggested={suggestedAction(item.work_status, tracking.status, trackerEditable)}
        texts={texts}
        validation={validation}
      />
      {trackerEditable ? null : <p className="text-sm text-muted">{track('adminFromBilling')}</p>}
      <h3 className="font-semibold">{track('timeline')}</h3>
      <RequestTimelineView entries={requestTimeline(item, { track, page, inbox: t })} upcoming={track('upcoming')} />
    </section>
  );
}
