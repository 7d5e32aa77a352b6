'use client';

import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { loadApi } from '@/lib/api/load-client';
import type { MerchantIds } from '@/lib/billing/checkout';
import type { loginCheckSchema, LoginCheckInput } from '@/lib/billing/login-check-schema';
import { LOGIN_PREFIXES } from '@/lib/billing/prefixes';
import { reportFailure } from '@/components/ui/report-failure';
import { errorText, formResolver, type ValidationTexts } from '@/lib/validation/form-errors';
import { FormField, buttonClass, inputClass } from '@/components/ui/form-field';

// The amount step and the checkout links are needed only after a found login, so they are not part of the page's first load.
const PaymentAmount = lazy(() => import('./payment-amount').then((m) => ({ default: m.PaymentAmount })));

type Props = { texts: Record<string, string>; validation: ValidationTexts; merchants: MerchantIds };
type Output = z.output<typeof loginCheckSchema>;
type Answer = { found: boolean; technology?: string; message: string };

/** Express payment (SPEC §4): the login is checked by the server, then the amount and the payment systems are offered. */
export function PaymentCheck({ texts, validation, merchants }: Props) {
  const [result, setResult] = useState<{ answer: Answer; account: string } | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<LoginCheckInput, unknown, Output>({
    resolver: formResolver(
      () => import('@/lib/billing/login-check-schema').then((m) => m.loginCheckSchema),
      validation,
    ),
    defaultValues: { prefix: 'x', login: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      const answer = await (
        await loadApi()
      ).post<Answer>('billing/check/login_for_payment', { prefix: values.prefix, login: values.login });
      setResult({ answer, account: `${values.prefix}${values.login}` });
    } catch (error) {
      reportFailure(error, setError);
    }
  });

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-[8rem_1fr_auto] sm:items-start">
        <FormField id="pay-prefix" label={texts.prefix ?? ''} error={errorText(errors.prefix?.message, validation)}>
          {(d) => (
            <select
              id="pay-prefix"
              className={inputClass}
              aria-describedby={d}
              {...register('prefix', { onChange: () => setResult(null) })}
            >
              {LOGIN_PREFIXES.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="pay-login" label={texts.login ?? ''} error={errorText(errors.login?.message, validation)}>
          {(d) => (
            <input
              id="pay-login"
              className={inputClass}
              autoComplete="username"
              aria-invalid={Boolean(errors.login)}
              aria-describedby={d}
              {...register('login', { onChange: () => setResult(null) })}
            />
          )}
        </FormField>
        <button type="submit" className={`${buttonClass} sm:mt-7`} disabled={isSubmitting}>
          {isSubmitting ? texts.checking : texts.check}
        </button>
      </form>
      {result && (
        <div
          className={`rounded border-l-4 p-4 ${result.answer.found ? 'border-success bg-success-soft' : 'border-warning bg-warning-soft'}`}
        >
          <p role="status" className="font-semibold">
            {result.answer.message}
          </p>
          {result.answer.found && (
            <div className="mt-3">
              <Suspense fallback={<p>{texts.checking}</p>}>
                <PaymentAmount
                  key={result.account}
                  account={result.account}
                  texts={texts}
                  validation={validation}
                  merchants={merchants}
                />
              </Suspense>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
