'use client';

import { useActionState } from 'react';
import type { TrackAction, TrackState } from '@/lib/visitors/tracking/track-form';
import { useTexts } from '@/components/ui/texts-provider';
import { PhoneForm } from './phone-form';
import { Timeline, type TimelineText } from './timeline';

type Props = {
  reference: string;
  action: TrackAction;
  /** The phone field's errors (Validation messages). */
  errors: Record<NonNullable<TrackState['phoneError']>, string>;
};

const START: TrackState = { phone: '' };

/**
 * The tracker's phone form and, once the phone matches, the request's timeline. Without
 * JavaScript the form posts to the page, which Next renders again with the action's answer.
 */
export function RequestTracker({ reference, action, errors }: Props) {
  const t = useTexts('RequestTracking');
  const [state, formAction, pending] = useActionState(action, START);
  const lookup: TimelineText = (key, values) => t(key as Parameters<typeof t>[0], values);
  if (state.status) {
    return (
      <section aria-labelledby="timeline-title" className="flex flex-col gap-4">
        <h2 id="timeline-title" className="text-xl font-bold">
          {t('current', { status: lookup(`statuses.${state.status.status}`) })}
        </h2>
        <Timeline status={state.status} t={lookup} />
      </section>
    );
  }
  return (
    <>
      {state.message ? (
        <p role="alert" className="rounded border-l-4 border-danger bg-danger-soft p-3">
          {t(state.message)}
        </p>
      ) : null}
      <PhoneForm
        action={formAction}
        reference={reference}
        phone={state.phone}
        error={state.phoneError ? errors[state.phoneError] : undefined}
        pending={pending}
        texts={{ intro: t('intro'), phone: t('phone'), hint: t('phoneHint'), show: t('show') }}
      />
    </>
  );
}
