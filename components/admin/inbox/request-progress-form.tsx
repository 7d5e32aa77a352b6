'use client';

import { useRouter } from 'next/navigation';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { api } from '@/lib/http/api/client';
import { translateMessage, validationErrorMap, type ValidationTexts } from '@/lib/staff/admin/validation-messages';
import { ACTION_EFFECT, type ProgressAction } from '@/lib/visitors/tracking/progress-actions';
import { requestProgressBody, type RequestProgressInput } from '@/lib/visitors/tracking/progress-schema';
import { CLOSE_REASONS, type CloseReason, type StaffStatus } from '@/lib/visitors/tracking/states';
import type { WorkStatus } from '@/lib/staff/inbox/sections';
import { FormField } from '@/components/ui/form-field';
import { reportFailure } from '@/components/ui/report-failure';
import { useNotifications } from '@/lib/ui-state/store/notifications';

/** Texts of the next-step form. */
export type ProgressTexts = {
  action: string;
  actions: Record<ProgressAction, string>;
  /** With {work} and, for the steps a visitor sees, {tracker}: what the step will change. */
  effectWork: string;
  effectTracker: string;
  works: Record<WorkStatus, string>;
  trackers: Record<StaffStatus, string>;
  day: string;
  reason: string;
  choose: string;
  reasons: Record<CloseReason, string>;
  save: string;
  saving: string;
  saved: string;
};

type Props = {
  id: number;
  offered: ProgressAction[];
  suggested: ProgressAction;
  texts: ProgressTexts;
  validation: ValidationTexts;
};

/** One choice moves the request on (work state and, where the step says so, the visitor's tracker), one save. */
export function RequestProgressForm({ id, offered, suggested, texts, validation }: Props) {
  const router = useRouter();
  const { register, handleSubmit, control, setError, formState } = useForm<RequestProgressInput>({
    resolver: zodResolver(requestProgressBody, {
      error: validationErrorMap(validation),
    }) as unknown as Resolver<RequestProgressInput>,
    defaultValues: { id, action: suggested, day: '', reason: '' },
  });
  const action = useWatch({ control, name: 'action' }) as ProgressAction;
  const effect = ACTION_EFFECT[action] ?? ACTION_EFFECT[suggested];
  const { errors, isSubmitting } = formState;
  const save = handleSubmit(async (values) => {
    try {
      await api.post('adm/requests/progress', values);
      useNotifications.getState().notify('success', texts.saved);
      router.refresh();
    } catch (error) {
      reportFailure(error, setError);
    }
  });
  const effectText = effect.tracker
    ? texts.effectTracker
        .replace('{work}', texts.works[effect.work])
        .replace('{tracker}', texts.trackers[effect.tracker])
    : texts.effectWork.replace('{work}', texts.works[effect.work]);
  return (
    <form method="post" onSubmit={save} noValidate className="flex flex-col gap-3">
      <FormField id="progress-action" label={texts.action} hint={effectText}>
        {(d) => (
          <select id="progress-action" className="control" aria-describedby={d} {...register('action')}>
            {offered.map((a) => (
              <option key={a} value={a}>
                {texts.actions[a]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {action === 'engineer' ? (
        <FormField
          id="progress-day"
          label={texts.day}
          error={translateMessage(validation, errors.day?.message) || undefined}
        >
          {(d) => (
            <input
              id="progress-day"
              inputMode="numeric"
              className="control"
              aria-describedby={d}
              aria-invalid={Boolean(errors.day)}
              {...register('day')}
            />
          )}
        </FormField>
      ) : null}
      {action === 'closed' ? (
        <FormField
          id="progress-reason"
          label={texts.reason}
          error={translateMessage(validation, errors.reason?.message) || undefined}
        >
          {(d) => (
            <select
              id="progress-reason"
              className="control"
              aria-describedby={d}
              aria-invalid={Boolean(errors.reason)}
              {...register('reason')}
            >
              <option value="">{texts.choose}</option>
              {CLOSE_REASONS.map((r) => (
                <option key={r} value={r}>
                  {texts.reasons[r]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      <div>
        <button type="submit" disabled={isSubmitting} className="btn btn-primary">
          {isSubmitting ? texts.saving : texts.save}
        </button>
      </div>
    </form>
  );
}
