'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { checkoutLinks, type MerchantIds } from '@/lib/billing/checkout';
import { SUM_PRESETS, groupedSum as grouped, parseSumText as asSum } from '@/lib/billing/payment-sum-limits';
import type { paymentSumSchema, PaymentSumInput } from '@/lib/billing/payment-sum';
import type { PaymentStep } from '@/lib/billing/payment-step';
import { errorText, formResolver, type ValidationTexts } from '@/lib/validation/form-errors';
import { FormField, buttonClass, inputClass, secondaryButtonClass } from '@/components/ui/form-field';

type Props = {
  account: string;
  /** The GET form's target and the checked login, sent again with the amount when script is off. */
  form: { action: string; prefix: string; login: string };
  /** The server's answer to an amount sent without script. */
  step?: PaymentStep;
  texts: Record<string, string>;
  validation: ValidationTexts;
  merchants: MerchantIds;
};
type Output = z.output<typeof paymentSumSchema>;

/** After a found login: the amount (presets or typed), then one checkout button per configured payment system. */
export function PaymentAmount({ account, form, step, texts, validation, merchants }: Props) {
  const [sum, setSum] = useState<number | null>(step?.sum ?? null);
  const { register, handleSubmit, setValue, formState } = useForm<PaymentSumInput, unknown, Output>({
    resolver: formResolver(() => import('@/lib/billing/payment-sum').then((m) => m.paymentSumSchema), validation),
    defaultValues: { amount: asSum(step?.values.amount) as number },
  });
  const onSubmit = handleSubmit((values) => setSum(values.amount));
  // the server's message for an amount sent without script, until the form is checked here
  const error =
    errorText(formState.errors.amount?.message, validation) ??
    (formState.isSubmitted ? undefined : step?.errors.amount);
  const links = sum ? checkoutLinks(merchants, account, sum) : [];

  if (!Object.values(merchants).some(Boolean)) return <p>{texts.noSystems}</p>;
  return (
    <div className="flex flex-col gap-4">
      <form method="get" action={form.action} onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <input type="hidden" name="prefix" value={form.prefix} />
        <input type="hidden" name="login" value={form.login} />
        <fieldset>
          <legend className="font-medium">{texts.presets}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {SUM_PRESETS.map((preset) => (
              <button
                key={preset}
                type="submit"
                name="amount"
                value={preset}
                className={secondaryButtonClass}
                aria-pressed={sum === preset}
                onClick={(event) => {
                  event.preventDefault();
                  setValue('amount', preset, { shouldValidate: true });
                  void onSubmit();
                }}
              >
                {(texts.sumPreset ?? '').replace('{sum}', grouped(preset))}
              </button>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
          <FormField id="pay-sum" label={texts.sum ?? ''} error={error}>
            {(d) => (
              <input
                id="pay-sum"
                inputMode="numeric"
                autoComplete="off"
                className={inputClass}
                aria-invalid={Boolean(error)}
                aria-describedby={d}
                {...register('amount', { setValueAs: asSum, onChange: () => setSum(null) })}
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
