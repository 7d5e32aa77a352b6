'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { checkoutLinks, type MerchantIds } from '@/lib/billing/checkout';
import { SUM_PRESETS } from '@/lib/billing/payment-sum-limits';
import type { paymentSumSchema, PaymentSumInput } from '@/lib/billing/payment-sum';
import { errorText, formResolver, type ValidationTexts } from '@/lib/validation/form-errors';
import { FormField, buttonClass, inputClass, secondaryButtonClass } from '@/components/ui/form-field';

type Props = { account: string; texts: Record<string, string>; validation: ValidationTexts; merchants: MerchantIds };
type Output = z.output<typeof paymentSumSchema>;

/** Digits grouped by thousands, as both languages write sums. */
const grouped = (sum: number) => String(sum).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
/** A typed sum: digits (spaces allowed) become a number; anything else stays text for the schema to refuse. */
const asSum = (v: unknown) => {
  const text = String(v ?? '').replace(/[\s\u00a0]/g, '');
  return text === '' ? undefined : /^\d+$/.test(text) ? Number(text) : text;
};

/** After a found login: the amount (presets or typed), then one checkout button per configured payment system. */
export function PaymentAmount({ account, texts, validation, merchants }: Props) {
  const [sum, setSum] = useState<number | null>(null);
  const { register, handleSubmit, setValue, formState } = useForm<PaymentSumInput, unknown, Output>({
    resolver: formResolver(() => import('@/lib/billing/payment-sum').then((m) => m.paymentSumSchema), validation),
  });
  const onSubmit = handleSubmit((values) => setSum(values.sum));
  const links = sum ? checkoutLinks(merchants, account, sum) : [];

  if (!Object.values(merchants).some(Boolean)) return <p>{texts.noSystems}</p>;
  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <fieldset>
          <legend className="font-medium">{texts.presets}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {SUM_PRESETS.map((preset) => (
              <button
                key={preset}
                type="button"
                className={secondaryButtonClass}
                aria-pressed={sum === preset}
                onClick={() => {
                  setValue('sum', preset, { shouldValidate: true });
                  void onSubmit();
                }}
              >
                {(texts.sumPreset ?? '').replace('{sum}', grouped(preset))}
              </button>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
          <FormField id="pay-sum" label={texts.sum ?? ''} error={errorText(formState.errors.sum?.message, validation)}>
            {(d) => (
              <input
                id="pay-sum"
                inputMode="numeric"
                autoComplete="off"
                className={inputClass}
                aria-invalid={Boolean(formState.errors.sum)}
                aria-describedby={d}
                {...register('sum', { setValueAs: asSum, onChange: () => setSum(null) })}
              />
            )}
          </FormField>
          <button type="submit" className={`${buttonClass} sm:mt-7`}>
            {texts.toPayment}
          </button>
        </div>
      </form>
      {sum && (
        <section aria-labelledby="pay-systems">
          <h3 id="pay-systems" className="font-semibold">
            {texts.choosePayment}
          </h3>
          <p className="text-sm">
            {(texts.paySummary ?? '').replace('{sum}', grouped(sum)).replace('{account}', account)}
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {links.map((l) => (
              <li key={l.id}>
                <a href={l.url} rel="noopener noreferrer" className={`${buttonClass} inline-block`}>
                  {(texts.payWith ?? '').replace('{system}', l.name)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
