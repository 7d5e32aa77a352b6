'use client';

import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { loadApi } from '@/lib/http/api/load-client';
import { useNotifications } from '@/lib/ui-state/store/notifications';
import { reportFailure } from '@/components/ui/report-failure';
import { errorText, formResolver, type ValidationTexts } from '@/lib/platform/validation/form-errors';
import type { feedbackSchema, FeedbackInput } from '@/lib/visitors/forms/feedback-schema';
import { REASONS, type FeedbackKind } from '@/lib/visitors/forms/feedback-reasons';
import { FormField, buttonClass, inputClass, secondaryButtonClass, textAreaClass } from '@/components/ui/form-field';
import { StarRating } from '@/components/ui/star-rating';
import { FeedbackPlainFields } from './feedback-plain-fields';

type Props = {
  eventId: string;
  texts: Record<string, string>;
  validation: ValidationTexts;
  alreadyRated: string;
  starLabels: string[];
  /** Where the form is posted without script (answered by a redirect to the outcome's page). */
  action: string;
  /** The field refused when the rating was last sent without script, with its message. */
  refused?: { field: string; message: string };
};
type Output = z.output<typeof feedbackSchema>;
const KINDS: FeedbackKind[] = ['callcenter', 'technical', 'connection'];

/**
 * Service evaluation (SPEC §4). As soon as the visitor says what they rate, the server is asked
 * whether this event was rated (`{type, id}` → `{rated}`): a rated one says so and offers to change
 * it (/call_feedback/update) instead of a form that would be refused. The kind is not preselected:
 * the first call waits for that click, so the API client stays out of the page's first load (the
 * JS budget). After the thanks the form is gone. Without script the form is posted as it is, with
 * the stars and every kind's reasons from <noscript>.
 */
export function FeedbackForm({ eventId, texts, validation, alreadyRated, starLabels, action, refused }: Props) {
  const [done, setDone] = useState('');
  const [rated, setRated] = useState<Partial<Record<FeedbackKind, boolean>>>({});
  const [changing, setChanging] = useState(false);
  const { register, handleSubmit, control, setValue, setError, formState } = useForm<FeedbackInput, unknown, Output>({
    resolver: formResolver(
      () => import('@/lib/visitors/forms/feedback-schema').then((m) => m.feedbackSchema),
      validation,
    ),
    defaultValues: { id: eventId, reason: '', text: '' },
  });
  const kind = useWatch({ control, name: 'type' }) as FeedbackKind | undefined;
  const { errors, isSubmitting } = formState;
  const known = kind ? rated[kind] : undefined;

  useEffect(() => {
    if (!kind || known !== undefined) return;
    let current = true;
    loadApi()
      .then((api) => api.post<{ rated: boolean }>('call_feedback', { type: kind, id: eventId }))
      .then(
        (answer) => current && setRated((r) => ({ ...r, [kind]: answer.rated })),
        // Unknown is treated as not rated: the submit itself is refused with 'already rated' if it was.
        (error) => {
          if (current) {
            reportFailure(error);
            setRated((r) => ({ ...r, [kind]: false }));
          }
        },
      );
    return () => {
      current = false;
    };
  }, [kind, eventId, known]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await (
        await loadApi()
      ).post<{ message: string }>(changing ? 'call_feedback/update' : 'call_feedback', values);
      setDone(answer.message);
      useNotifications.getState().notify('success', answer.message);
    } catch (error) {
      if ((error as { code?: string }).code === 'already_rated') setRated((r) => ({ ...r, [values.type]: true }));
      else reportFailure(error, setError);
    }
  });

  if (done)
    return (
      <p role="status" className="max-w-xl rounded border-l-4 border-brand-600 bg-brand-50 p-3 font-semibold">
        {done}
      </p>
    );
  return (
    <form method="post" action={action} onSubmit={onSubmit} noValidate className="flex max-w-xl flex-col gap-4">
      <fieldset>
        <legend className="font-medium">{texts.kind}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {KINDS.map((k) => (
            <label
              key={k}
              className="flex cursor-pointer items-center gap-2 rounded border border-line-strong px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                value={k}
                {...register('type', {
                  onChange: () => {
                    setValue('reason', '');
                    setChanging(false);
                  },
                })}
              />
              {texts[`kind_${k}`]}
            </label>
          ))}
        </div>
      </fieldset>
      <noscript className="flex flex-col gap-4">
        <FeedbackPlainFields eventId={eventId} kinds={KINDS} texts={texts} starLabels={starLabels} refused={refused} />
      </noscript>
      {!kind && <p className="text-muted">{texts.pickKind}</p>}
      {kind && known === undefined && (
        <p role="status" className="text-muted">
          {texts.checking}
        </p>
      )}
      {known === true && !changing && (
        <div className="flex flex-col items-start gap-2 rounded border-l-4 border-brand-600 bg-brand-50 p-3">
          <p role="status" className="font-semibold">
            {alreadyRated}
          </p>
          <button type="button" className={secondaryButtonClass} onClick={() => setChanging(true)}>
            {texts.change}
          </button>
        </div>
      )}
      {kind && (known === false || changing) && (
        <>
          <Controller
            control={control}
            name="rating"
            render={({ field }) => (
              <StarRating
                legend={texts.rating ?? ''}
                value={field.value}
                onChange={field.onChange}
                labelFor={(n) => starLabels[n - 1] ?? String(n)}
                error={errorText(errors.rating?.message, validation)}
              />
            )}
          />
          <FormField
            id="feedback-reason"
            label={texts.reason ?? ''}
            error={errorText(errors.reason?.message, validation)}
          >
            {(d) => (
              <select
                id="feedback-reason"
                className={inputClass}
                aria-invalid={Boolean(errors.reason)}
                aria-describedby={d}
                {...register('reason')}
              >
                <option value="">{texts.chooseAnswer}</option>
                {REASONS[kind].map((r) => (
                  <option key={r} value={r}>
                    {texts[`r_${r}`]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id="feedback-text" label={texts.text ?? ''} error={errorText(errors.text?.message, validation)}>
            {(d) => (
              <textarea
                id="feedback-text"
                rows={4}
                className={textAreaClass}
                aria-describedby={d}
                {...register('text')}
              />
            )}
          </FormField>
          <div>
            <button type="submit" className={buttonClass} disabled={isSubmitting}>
              {isSubmitting ? texts.sending : changing ? texts.submitChange : texts.submit}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
