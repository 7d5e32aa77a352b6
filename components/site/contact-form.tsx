'use client';

import { useForm } from 'react-hook-form';
import { errorText, formResolver, type ValidationTexts } from '@/lib/platform/validation/form-errors';
import type { contactSchema, ContactInput } from '@/lib/visitors/forms/contact-schema';
import type { z } from 'zod';
import { TextInputField } from '@/components/ui/text-input-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { AddressFields } from './address-fields';
import { CaptchaAndSubmit } from './captcha-and-submit';
import { MoreFields } from './more-fields';
import { SentNotice } from './sent-notice';
import { useConfirmedSend } from './use-confirmed-send';

type ContactOutput = z.output<typeof contactSchema>;

type Props = { texts: Record<string, string>; validation: ValidationTexts; captcha: Record<string, string> };

type TextKey = 'name' | 'email' | 'login' | 'phone' | 'extra_phone' | 'city';
type Field = { name: TextKey; label: string; type?: string; autoComplete?: string; hint?: boolean };
// What every message needs leads; the optional details fold away so the form stays short.
const LEADING: Field[] = [
  { name: 'name', label: 'name', autoComplete: 'name' },
  { name: 'phone', label: 'phone', type: 'tel', autoComplete: 'tel', hint: true },
];
const FOLDED: Field[] = [
  { name: 'email', label: 'email', type: 'email', autoComplete: 'email' },
  { name: 'login', label: 'login' },
  { name: 'extra_phone', label: 'extraPhone', type: 'tel' },
  { name: 'city', label: 'city', autoComplete: 'address-level2' },
];

/** The contact form (SPEC §3) → POST /contact/with/us, with a captcha and a confirmation. */
export function ContactForm({ texts, validation, captcha }: Props) {
  const form = useForm<ContactInput, unknown, ContactOutput>({
    resolver: formResolver(
      () => import('@/lib/visitors/forms/contact-schema').then((m) => m.contactSchema),
      validation,
    ),
    defaultValues: {
      city: texts.defaultCity,
      address: { district: '', street: '', house: '', apartment: '' },
      altcha: '',
    },
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const { done, reset, send } = useConfirmedSend(setError);
  register('altcha');

  const onSubmit = handleSubmit((values) => send((api) => api.post<{ message: string }>('contact/with/us', values)));

  const field = (f: Field) => (
    <TextInputField
      key={f.name}
      id={`contact-${f.name}`}
      label={texts[f.label] ?? f.label}
      type={f.type}
      autoComplete={f.autoComplete}
      hint={f.hint ? texts.phoneHint : undefined}
      error={errorText(errors[f.name]?.message, validation)}
      field={register(f.name)}
    />
  );

  if (done) return <SentNotice message={done} />;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-2">
      {LEADING.map(field)}
      <TextAreaField
        id="contact-message"
        className="md:col-span-2"
        label={texts.message ?? ''}
        rows={5}
        error={errorText(errors.message?.message, validation)}
        field={register('message')}
      />
      <div className="md:col-span-2">
        <AddressFields
          idPrefix="contact"
          legend={texts.address ?? ''}
          texts={texts}
          validation={validation}
          register={(n) => register(n)}
          errors={errors.address}
        />
      </div>
      <MoreFields summary={texts.more ?? ''} opened={FOLDED.some((f) => errors[f.name])} className="md:col-span-2">
        {FOLDED.map(field)}
      </MoreFields>
      <CaptchaAndSubmit form={form} captcha={captcha} texts={texts} validation={validation} reset={reset} />
    </form>
  );
}
