'use client';

import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorText, formResolver, type ValidationTexts } from '@/lib/platform/validation/form-errors';
import type { InterestInput, interestSchema } from '@/lib/visitors/interest/schema';
import { TextInputField } from '@/components/ui/text-input-field';
import { AddressFields } from './address-fields';
import { CaptchaAndSubmit } from './captcha-and-submit';
import { SentNotice } from './sent-notice';
import { useConfirmedSend } from './use-confirmed-send';

type Output = z.output<typeof interestSchema>;

/** The texts the form needs: its own, the validation messages and the captcha's. */
export type InterestTexts = {
  texts: Record<string, string>;
  validation: ValidationTexts;
  captcha: Record<string, string>;
};
type Props = InterestTexts & { address: { district: string; street: string; house: string } };

const PARTS = ['district', 'street', 'house'] as const;
const FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
] as const;

/** 'Tell me when the network comes': name, phone and the searched address → POST /coverage/interest. */
export function InterestForm({ texts, validation, captcha, address }: Props) {
  const form = useForm<InterestInput, unknown, Output>({
    resolver: formResolver(() => import('@/lib/visitors/interest/schema').then((m) => m.interestSchema), validation),
    defaultValues: { name: '', phone: '', address, altcha: '' },
  });
  const { register, handleSubmit, setError, setValue, getFieldState, formState } = form;
  const { errors } = formState;
  const { district, street, house } = address;
  // The search may change after the form appears: follow it in every part the visitor has not typed over.
  useEffect(() => {
    const found = { district, street, house };
    for (const part of PARTS) if (!getFieldState(`address.${part}`).isDirty) setValue(`address.${part}`, found[part]);
  }, [district, street, house, getFieldState, setValue]);
  const { done, reset, send } = useConfirmedSend(setError);
  register('altcha');
  const onSubmit = handleSubmit((values) => send((api) => api.post<{ message: string }>('coverage/interest', values)));

  return (
    <section aria-labelledby="interest-title" className="mt-4 rounded border border-line bg-surface p-4">
      <h3 id="interest-title" className="text-lg font-semibold">
        {texts.title}
      </h3>
      <p className="mb-3 text-muted">{texts.intro}</p>
      {done ? (
        <SentNotice message={done} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-2">
          {FIELDS.map((f) => (
            <TextInputField
              key={f.name}
              id={`interest-${f.name}`}
              label={texts[f.name] ?? f.name}
              type={f.type}
              autoComplete={f.autoComplete}
              hint={f.name === 'phone' ? texts.phoneHint : undefined}
              error={errorText(errors[f.name]?.message, validation)}
              field={register(f.name)}
            />
          ))}
          <div className="md:col-span-2">
            <AddressFields
              idPrefix="interest"
              legend={texts.address ?? ''}
              texts={texts}
              validation={validation}
              register={(n) => register(n as `address.${(typeof PARTS)[number]}`)}
              errors={errors.address}
              parts={PARTS}
            />
          </div>
          <CaptchaAndSubmit form={form} captcha={captcha} texts={texts} validation={validation} reset={reset} />
        </form>
      )}
    </section>
  );
}
