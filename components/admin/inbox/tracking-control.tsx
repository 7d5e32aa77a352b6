'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { api } from '@/lib/api/client';
import { CLOSE_REASONS, STAFF_STATUSES, type CloseReason, type StaffStatus } from '@/lib/tracking/states';
import { FormField, inputClass } from '@/components/ui/form-field';
import { reportFailure } from '@/components/ui/report-failure';
import { useNotifications } from '@/lib/store/notifications';
import { SubmitButton } from '../submit-button';

/** Texts of the tracking control, from the RequestTracking messages. */
export type TrackingTexts = {
  state: string;
  day: string;
  reason: string;
  choose: string;
  save: string;
  saving: string;
  saved: string;
  statuses: Record<StaffStatus, string>;
  reasons: Record<CloseReason, string>;
};

type Values = { status: StaffStatus; day: string; reason: CloseReason | '' };

/** Moves a request to engineer assigned (with the day), connected or closed (with the reason); the server checks each. */
export function TrackingControl({ id, texts }: { id: number; texts: TrackingTexts }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, control, setError, formState } = useForm<Values>({
    defaultValues: { status: 'engineer_assigned', day: '', reason: '' },
  });
  const status = useWatch({ control, name: 'status' });
  const { errors } = formState;
  const save = handleSubmit(async (values) => {
    setBusy(true);
    try {
      await api.post('adm/requests/track', {
        id,
        status: values.status,
        ...(values.status === 'engineer_assigned' ? { day: values.day } : {}),
        ...(values.status === 'closed' && values.reason ? { reason: values.reason } : {}),
      });
      useNotifications.getState().notify('success', texts.saved);
      router.refresh();
    } catch (error) {
      reportFailure(error, setError);
    } finally {
      setBusy(false);
    }
  });
  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-3 text-sm">
      <FormField id="track-status" label={texts.state}>
        {(d) => (
          <select id="track-status" className={inputClass} aria-describedby={d} {...register('status')}>
            {STAFF_STATUSES.map((s) => (
              <option key={s} value={s}>
                {texts.statuses[s]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {status === 'engineer_assigned' ? (
        <FormField id="track-day" label={texts.day} error={errors.day?.message}>
          {(d) => (
            <input
              id="track-day"
              inputMode="numeric"
              className={inputClass}
              aria-describedby={d}
              aria-invalid={Boolean(errors.day)}
              {...register('day')}
            />
          )}
        </FormField>
      ) : null}
      {status === 'closed' ? (
        <FormField id="track-reason" label={texts.reason} error={errors.reason?.message}>
          {(d) => (
            <select
              id="track-reason"
              className={inputClass}
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
        <SubmitButton busy={busy} label={texts.save} busyLabel={texts.saving} />
      </div>
    </form>
  );
}
