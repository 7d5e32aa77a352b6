'use client';

import { lazy, Suspense, useState, type FormEvent } from 'react';
import { loadApi } from '@/lib/api/load-client';
import { checkoutLinks, type MerchantIds } from '@/lib/billing/checkout';
import type { PaymentStep } from '@/lib/billing/payment-step';
import { LOGIN_PREFIXES } from '@/lib/billing/prefixes';
import { useNotifications } from '@/lib/store/notifications';
import { checkWithSchema } from '@/lib/validation/check-with-schema';
import { errorText, failureOf, type ValidationTexts } from '@/lib/validation/form-errors';
import { FormField, buttonClass, inputClass } from '@/components/ui/form-field';
import { PaymentAmountForm } from './payment-amount-form';

// The amount step and the checkout links are needed only after a found login, so they are not part of the page's first load.
const PaymentAmount = lazy(() => import('./payment-amount').then((m) => ({ default: m.PaymentAmount })));

type Props = {
  /** Where the form is sent without script: the payment page, which answers it (lib/billing/payment-step.ts). */
  action: string;
  /** The server's answer to a form sent without script. */
  step?: PaymentStep;
  texts: Record<string, string>;
  validation: ValidationTexts;
  merchants: MerchantIds;
};
type Answer = { found: boolean; technology?: string; message: string };
// `server`: the answer to a form sent without script, shown without the lazily loaded amount step
type Checked = { answer: Answer; account: string; prefix: string; login: string; server?: boolean };

const loadSchema = () => import('@/lib/billing/login-check-schema').then((m) => m.loginCheckSchema);

/**
 * Express payment (SPEC §4): the login is checked by the server, then the amount and the payment systems are offered.
 * Two fields only, so no form library: the page's first load carries just this island (checkWithSchema).
 * Without script the same form is a GET to the page, and `step` brings the server's answer.
 */
export function PaymentCheck({ action, step, texts, validation, merchants }: Props) {
  const [result, setResult] = useState<Checked | null>(
    step?.answer && step.account
      ? {
          answer: step.answer,
          account: step.account,
          prefix: step.values.prefix,
          login: step.values.login,
          server: true,
        }
      : null,
  );
  const [errors, setErrors] = useState<Record<string, string>>(step?.answer ? {} : (step?.errors ?? {}));
  const [isSubmitting, setSubmitting] = useState(false);
  const changed = () => setResult(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    // As react-hook-form does elsewhere: the first refused field gets the focus, so its error is read out.
    const show = (found: Record<string, string>) => {
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first) (formElement.elements.namedItem(first) as HTMLElement | null)?.focus();
    };
    setResult(null);
    setSubmitting(true);
    try {
      const check = await checkWithSchema(
        loadSchema,
        { prefix: form.get('prefix'), login: form.get('login') },
        validation,
      );
      show(check.ok ? {} : check.errors);
      if (!check.ok) return;
      const { prefix, login } = check.data;
      const answer = await (await loadApi()).post<Answer>('billing/check/login_for_payment', { prefix, login });
      setResult({ answer, account: `${prefix}${login}`, prefix, login });
    } catch (error) {
      const { message, fields } = failureOf(error);
      useNotifications.getState().notify('danger', message);
      show(Object.fromEntries(Object.entries(fields).map(([path, text]) => [path, errorText(text, validation)!])));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <form
        method="get"
        action={action}
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4 sm:grid-cols-[8rem_1fr_auto] sm:items-start"
      >
        <FormField id="pay-prefix" label={texts.prefix ?? ''} error={errors.prefix}>
          {(d) => (
            <select
              id="pay-prefix"
              className={inputClass}
              aria-describedby={d}
              name="prefix"
              defaultValue={step?.values.prefix ?? 'x'}
              onChange={changed}
            >
              {LOGIN_PREFIXES.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="pay-login" label={texts.login ?? ''} error={errors.login}>
          {(d) => (
            <input
              id="pay-login"
              className={inputClass}
              autoComplete="username"
              aria-invalid={Boolean(errors.login)}
              aria-describedby={d}
              name="login"
              defaultValue={step?.values.login}
              onChange={changed}
            />
          )}
        </FormField>
        <button type="submit" className={`${buttonClass} sm:mt-7`} disabled={isSubmitting}>
          {isSubmitting ? texts.checking : texts.check}
        </button>
      </form>
      {step?.failure && (
        <p role="alert" className="rounded border-l-4 border-danger bg-danger-soft p-3">
          {step.failure}
        </p>
      )}
      {result && (
        <div
          className={`rounded border-l-4 p-4 ${result.answer.found ? 'border-success bg-success-soft' : 'border-warning bg-warning-soft'}`}
        >
          <p role="status" className="font-semibold">
            {result.answer.message}
          </p>
          {result.answer.found && (
            <div className="mt-3">
              {result.server && step && !Object.values(merchants).some(Boolean) ? (
                <p>{texts.noSystems}</p>
              ) : result.server && step ? (
                // a streamed (lazy) part stays hidden until a script reveals it, so the server's answer is plain
                <PaymentAmountForm
                  account={result.account}
                  form={{ action, prefix: result.prefix, login: result.login }}
                  texts={texts}
                  sum={step.sum ?? null}
                  links={step.sum ? checkoutLinks(merchants, result.account, step.sum) : []}
                  error={step.errors.amount}
                  input={{ name: 'amount', defaultValue: step.values.amount }}
                />
              ) : (
                <Suspense fallback={<p>{texts.checking}</p>}>
                  <PaymentAmount
                    key={result.account}
                    account={result.account}
                    form={{ action, prefix: result.prefix, login: result.login }}
                    texts={texts}
                    validation={validation}
                    merchants={merchants}
                  />
                </Suspense>
              )}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
