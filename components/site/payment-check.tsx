'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { loadApi } from '@/lib/api/load-client';
import type { MerchantIds, checkoutLinks } from '@/lib/billing/checkout';
import type { loginCheckSchema, LoginCheckInput } from '@/lib/billing/login-check-schema';
import { LOGIN_PREFIXES } from '@/lib/billing/prefixes';
import { reportFailure } from '@/components/ui/report-failure';
import { errorText, formResolver, type ValidationTexts } from '@/lib/validation/form-errors';
import { FormField, buttonClass, inputClass } from '@/components/ui/form-field';

type Props = { texts: Record<string, string>; validation: ValidationTexts; merchants: MerchantIds };
type Output = z.output<typeof loginCheckSchema>;
type Answer = { found: boolean; technology?: string; message: string };

/** Express payment (SPEC §4): the login is checked by the server, then the payment systems are offered. */
export function PaymentCheck({ texts, validation, merchants }: Props) {
  const [result, setResult] = useState<{ answer: Answer; values: Output; links: ReturnType<typeof checkoutLinks> } | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<LoginCheckInput, unknown, Output>({
    resolver: formResolver(() => import('@/lib/billing/login-check-schema').then((m) => m.loginCheckSchema), validation),
    defaultValues: { prefix: 'x', login: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      const answer = await (await loadApi()).post<Answer>('billing/check/login_for_payment', values);
      // The checkout links are built only for a found login, so their code is not part of the page's first load.
      const links = answer.found ? (await import('@/lib/billing/checkout')).checkoutLinks(merchants, `${values.prefix}${values.login}`, values.sum) : [];
      setResult({ answer, values, links });
    } catch (error) {
      reportFailure(error, setError);
    }
  });

  const links = result?.links ?? [];
  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-[8rem_1fr_1fr_auto] sm:items-start">
        <FormField id="pay-prefix" label={texts.prefix ?? ''} error={errorText(errors.prefix?.message, validation)}>
          {(d) => (
            <select id="pay-prefix" className={inputClass} aria-describedby={d} {...register('prefix')}>
              {LOGIN_PREFIXES.map((p) => <option key={p} value={p}>{p}</option>)}
            </select>
          )}
        </FormField>
        <FormField id="pay-login" label={texts.login ?? ''} error={errorText(errors.login?.message, validation)}>
          {(d) => <input id="pay-login" className={inputClass} autoComplete="username" aria-invalid={Boolean(errors.login)} aria-describedby={d} {...register('login')} />}
        </FormField>
        <FormField id="pay-sum" label={texts.sum ?? ''} error={errorText(errors.sum?.message, validation)}>
          {(d) => (
            <input id="pay-sum" inputMode="numeric" className={inputClass} aria-invalid={Boolean(errors.sum)} aria-describedby={d}
              {...register('sum', { setValueAs: (v: string) => (v === '' || v == null ? null : /^\d+$/.test(String(v).trim()) ? Number(v) : String(v)) })} />
          )}
        </FormField>
        <button type="submit" className={`${buttonClass} sm:mt-7`} disabled={isSubmitting}>{isSubmitting ? texts.checking : texts.check}</button>
      </form>
      {result && (
        <div role="status" className={`rounded border-l-4 p-4 ${result.answer.found ? 'border-success bg-success-soft' : 'border-warning bg-warning-soft'}`}>
          <p className="font-semibold">{result.answer.message}</p>
          {result.answer.found && (
            <div className="mt-3">
              <h2 className="font-semibold">{texts.choosePayment}</h2>
              {links.length === 0 ? (
                <p>{texts.noSystems}</p>
              ) : (
                <ul className="mt-2 flex flex-wrap gap-2">
                  {links.map((l) => (
                    <li key={l.id}>
                      <a href={l.url} rel="noopener noreferrer" className={buttonClass + ' inline-block'}>{(texts.payWith ?? '').replace('{system}', l.name)}</a>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
