'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { checkoutLinks, type MerchantIds } from '@/lib/billing/checkout';
import { parseSumText as asSum } from '@/lib/billing/payment-sum-limits';
import type { paymentSumSchema, PaymentSumInput } from '@/lib/billing/payment-sum';
import { errorText, formResolver, type ValidationTexts } from '@/lib/validation/form-errors';
import { PaymentAmountForm } from './payment-amount-form';

type Props = {
  account: string;
  form: { action: string; prefix: string; login: string };
  texts: Record<string, string>;
  validation: ValidationTexts;
  merchants: MerchantIds;
};
type Output = z.output<typeof paymentSumSchema>;

/** After a found login: the amount (presets or typed), then one checkout button per configured payment system. */
export function PaymentAmount({ account, form, texts, validation, merchants }: Props) {
  const [sum, setSum] = useState<number | null>(null);
  const { register, handleSubmit, setValue, formState } = useForm<PaymentSumInput, unknown, Output>({
    resolver: formResolver(() => import('@/lib/billing/payment-sum').then((m) => m.paymentSumSchema), validation),
  });
  const onSubmit = handleSubmit((values) => setSum(values.amount));

  if (!Object.values(merchants).some(Boolean)) return <p>{texts.noSystems}</p>;
  return (
    <PaymentAmountForm
      account={account}
      form={form}
      texts={texts}
      sum={sum}
      links={sum ? checkoutLinks(merchants, account, sum) : []}
      error={errorText(formState.errors.amount?.message, validation)}
      input={register('amount', { setValueAs: asSum, onChange: () => setSum(null) })}
      onSubmit={onSubmit}
      onPreset={(preset) => {
        setValue('amount', preset, { shouldValidate: true });
        void onSubmit();
      }}
    />
  );
}
