'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorText, formResolver, type ValidationTexts } from '@/lib/platform/validation/form-errors';
import type { resumeSchema, ResumeInput } from '@/lib/visitors/forms/resume-schema';
import { MAX_CV_BYTES } from '@/lib/visitors/forms/resume-limits';
import { FormField, inputClass } from '@/components/ui/form-field';
import { TextInputField } from '@/components/ui/text-input-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { FileDrop, type FileDropTexts } from '@/components/ui/file-drop';
import { CaptchaAndSubmit } from './captcha-and-submit';
import { SentNotice } from './sent-notice';
import { useConfirmedSend } from './use-confirmed-send';

type Props = {
  texts: Record<string, string>;
  validation: ValidationTexts;
  captcha: Record<string, string>;
  vacancies: string[];
  /** The vacancy chosen in advance (the visitor followed its "apply" link). */
  chosen?: string;
};
type Output = z.output<typeof resumeSchema>;

const ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The résumé form → POST /api/v1/resume as multipart (the CV is checked by content on the server). */
export function ResumeForm({ texts, validation, captcha, vacancies, chosen = '' }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const form = useForm<ResumeInput, unknown, Output>({
    resolver: formResolver(() => import('@/lib/visitors/forms/resume-schema').then((m) => m.resumeSchema), validation),
    defaultValues: { vacancy: chosen, altcha: '' },
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const { done, reset, send } = useConfirmedSend(setError);
  register('altcha');

  const onSubmit = handleSubmit(async (values) => {
    if (!file) return setFileError(validation.fileRequired ?? '');
    if (file.size > MAX_CV_BYTES) return setFileError(texts.file ?? '');
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) if (value) body.append(key, String(value));
    body.append('file', file, file.name);
    await send((api) => api.post<{ message: string }>('resume', body));
  });

  if (done) return <SentNotice message={done} />;
  const text = (name: 'name' | 'phone' | 'email', type: string, autoComplete: string) => (
    <TextInputField
      id={`resume-${name}`}
      label={texts[name] ?? name}
      type={type}
      autoComplete={autoComplete}
      error={errorText(errors[name]?.message, validation)}
      field={register(name)}
    />
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-2">
      {text('name', 'text', 'name')}
      {text('phone', 'tel', 'tel')}
      {text('email', 'email', 'email')}
      <FormField id="resume-vacancy" label={texts.vacancy ?? ''} error={errorText(errors.vacancy?.message, validation)}>
        {(d) => (
          <select
            id="resume-vacancy"
            className={inputClass}
            // rendered chosen on the server too, so the "apply" link works before (or without) script
            defaultValue={chosen}
            aria-invalid={Boolean(errors.vacancy)}
            aria-describedby={d}
            {...register('vacancy')}
          >
            <option value="">{texts.chooseVacancy}</option>
            {vacancies.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
            <option value={texts.otherVacancy}>{texts.otherVacancy}</option>
          </select>
        )}
      </FormField>
      <div className="md:col-span-2">
        <FormField
          id="resume-file"
          label={texts.file ?? ''}
          error={fileError || errorText((errors as Record<string, { message?: string }>).file?.message, validation)}
        >
          {(d) => (
            <FileDrop
              id="resume-file"
              accept={ACCEPT}
              describedBy={d}
              invalid={Boolean(fileError)}
              file={file}
              texts={texts as FileDropTexts}
              onFile={(f) => {
                setFile(f);
                setFileError('');
              }}
            />
          )}
        </FormField>
      </div>
      <TextAreaField
        id="resume-message"
        className="md:col-span-2"
        label={texts.message ?? ''}
        rows={4}
        error={errorText(errors.message?.message, validation)}
        field={register('message')}
      />
      <CaptchaAndSubmit form={form} captcha={captcha} texts={texts} validation={validation} reset={reset} />
    </form>
  );
}
