'use client';

import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { loadApi } from '@/lib/api/load-client';
import { useNotifications } from '@/lib/store/notifications';
import { reportFailure } from '@/components/ui/report-failure';
import { errorText, formResolver, type ValidationTexts } from '@/lib/validation/form-errors';
import type { feedbackSchema, FeedbackInput } from '@/lib/visitors/feedback-schema';
import { REASONS, type FeedbackKind } from '@/lib/visitors/feedback-reasons';
import { FormField, buttonClass, inputClass } from '@/components/ui/form-field';
import { StarRating } from '@/components/ui/star-rating';

type Props = { eventId: string; texts: Record<string, string>; validation: ValidationTexts; alreadyRated: string; starLabels: string[] };
type Output = z.output<typeof feedbackSchema>;
const KINDS: FeedbackKind[] = ['callcenter', 'technical', 'connection'];

/** Service evaluation (SPEC §4): kind, stars, a required reason and optional text → POST /call_feedback. */
export function FeedbackForm({ eventId, texts, validation, alreadyRated, starLabels }: Props) {
  const [done, setDone] = useState('');
  const { register, handleSubmit, control, setValue, setError, formState } = useForm<FeedbackInput, unknown, Output>({
    resolver: formResolver(() => import('@/lib/visitors/feedback-schema').then((m) => m.feedbackSchema), validation),
    defaultValues: { type: 'callcenter', id: eventId, reason: '', text: '' },
  });
  const kind = useWatch({ control, name: 'type' }) as FeedbackKind;
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await (await loadApi()).post<{ message: string }>('call_feedback', values);
      setDone(answer.message);
      useNotifications.getState().notify('success', answer.message);
    } catch (error) {
      reportFailure(error, setError);
      if ((error as { code?: string }).code === 'already_rated') setDone(alreadyRated);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-xl flex-col gap-4">
      <fieldset>
        <legend className="font-medium">{texts.kind}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {KINDS.map((k) => (
            <label key={k} className="flex cursor-pointer items-center gap-2 rounded border border-line-strong px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
              <input type="radio" value={k} {...register('type', { onChange: () => setValue('reason', '') })} />
              {texts[`kind_${k}`]}
            </label>
          ))}
        </div>
      </fieldset>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRating legend={texts.rating ?? ''} value={field.value} onChange={field.onChange} labelFor={(n) => starLabels[n - 1] ?? String(n)} error={errorText(errors.rating?.message, validation)} />
        )}
      />
      <FormField id="feedback-reason" label={texts.reason ?? ''} error={errorText(errors.reason?.message, validation)}>
        {(d) => (
          <select id="feedback-reason" className={inputClass} aria-invalid={Boolean(errors.reason)} aria-describedby={d} {...register('reason')}>
            <option value="">{texts.chooseAnswer}</option>
            {REASONS[kind].map((r) => <option key={r} value={r}>{texts[`r_${r}`]}</option>)}
          </select>
        )}
      </FormField>
      <FormField id="feedback-text" label={texts.text ?? ''} error={errorText(errors.text?.message, validation)}>
        {(d) => <textarea id="feedback-text" rows={4} className={inputClass} aria-describedby={d} {...register('text')} />}
      </FormField>
      <div>
        <button type="submit" className={buttonClass} disabled={isSubmitting}>{isSubmitting ? texts.sending : texts.submit}</button>
      </div>
      {done && <p role="status" className="rounded border-l-4 border-brand-600 bg-brand-50 p-3 font-semibold">{done}</p>}
    </form>
  );
}
