'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { checkoutLinks, type MerchantIds } from '@/lib/visitors/billing/checkout';
import { groupedSum } from '@/lib/visitors/billing/payment-sum-limits';
import type { paymentSumSchema, PaymentSumInput } from '@/lib/visitors/billing/payment-sum';
import { errorText, formResolver, type ValidationTexts } from '@/lib/platform/validation/form-errors';
import { PaymentAmountForm } from './payment-amount-form';

type Props = {
  account: string;
  form: { action: string; prefix: string; login: string };
  texts: Record<string, string>;
  validation: ValidationTexts;
  merchants: MerchantIds;
};
type Output = z.output<typeof paymentSumSchema>;

/** After a found login: the amount (presets or typed), then one checkout tile per configured payment system. */
export function PaymentAmount({ account, form, texts, validation, merchants }: Props) {
  const [sum, setSum] = useState<number | null>(null);
  const { register, handleSubmit, setValue, formState } = useForm<PaymentSumInput, unknown, Output>({
    resolver: formResolver(
      () => import('@/lib/visitors/billing/payment-sum').then((m) => m.paymentSumSchema),
      validation,
    ),
  });
  // The accepted sum is shown back with its digits grouped, as the checkout will show it.
  const onSubmit = handleSubmit((values) => {
    setSum(values.amount);
    setValue('amount', groupedSum(values.amount));
  });

  if (!Object.values(merchants).some(Boolean)) return <p>{texts.noSystems}</p>;
  return (
    <PaymentAmountForm
      account={account}
      form={form}
      texts={texts}
      sum={sum}
      links={sum ? checkoutLinks(merchants, account, sum) : []}
      error={errorText(formState.errors.amount?.message, validation)}
      input={register('amount', { onChange: () => setSum(null) })}
      onSubmit={onSubmit}
      onPreset={(preset) => {
        setValue('amount', groupedSum(preset), { shouldValidate: true });
        void onSubmit();
      }}
    />
  );
}
