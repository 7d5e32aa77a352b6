'use client';

import { lazy, Suspense, useState, type FormEvent } from 'react';
import { loadApi } from '@/lib/http/api/load-client';
import { checkoutLinks, type MerchantIds } from '@/lib/visitors/billing/checkout';
import { groupedSum } from '@/lib/visitors/billing/payment-sum-limits';
import type { PaymentStep } from '@/lib/visitors/billing/payment-step';
import { useNotifications } from '@/lib/ui-state/store/notifications';
import { checkWithSchema } from '@/lib/platform/validation/check-with-schema';
import { errorText, failureOf, type ValidationTexts } from '@/lib/platform/validation/form-errors';
import type { LoginAnswer } from '@/lib/visitors/billing/login-for-payment';
import { AccountFields } from './account-fields';
import { PaymentAccountCard } from './payment-account-card';
import { PaymentAmountForm } from './payment-amount-form';

// The amount step and the checkout links are needed only after a found login, so they are not part of the page's first load.
const PaymentAmount = lazy(() => import('./payment-amount').then((m) => ({ default: m.PaymentAmount })));

type Props = {
  /** Where the form is sent without script: the payment page, which answers it (lib/visitors/billing/payment-step.ts). */
  action: string;
  /** The server's answer to a form sent without script. */
  step?: PaymentStep;
  /** The PaymentPage and PaymentStep messages together. */
  texts: Record<string, string>;
  validation: ValidationTexts;
  merchants: MerchantIds;
};
// `server`: the answer to a form sent without script, shown without the lazily loaded amount step
type Checked = { answer: LoginAnswer; account: string; prefix: string; login: string; server?: boolean };

const loadSchema = () => import('@/lib/visitors/billing/login-check-schema').then((m) => m.loginCheckSchema);

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
      const answer = await (await loadApi()).post<LoginAnswer>('billing/check/login_for_payment', { prefix, login });
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
    <div className="flex flex-col gap-5">
      <form
        method="get"
        action={action}
        onSubmit={onSubmit}
        noValidate
        className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
      >
        <AccountFields
          idPrefix="pay"
          texts={{ prefix: texts.prefix ?? '', login: texts.login ?? '', hint: texts.loginHint ?? '' }}
          errors={errors}
          defaults={{ prefix: step?.values.prefix, login: step?.values.login }}
          onChange={changed}
        />
        <button type="submit" className="btn btn-primary sm:mt-7" disabled={isSubmitting}>
          {isSubmitting ? texts.checking : texts.check}
        </button>
      </form>
      {step?.failure && (
        <p role="alert" className="rounded border-l-4 border-danger bg-danger-soft p-3">
          {step.failure}
        </p>
      )}
      {result && !result.answer.found && (
        <p role="status" className="rounded border-l-4 border-warning bg-warning-soft p-3 font-semibold">
          {result.answer.message}
        </p>
      )}
      {result?.answer.found && (
        <>
          <PaymentAccountCard answer={result.answer} account={result.account} texts={texts} />
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
              input={{ name: 'amount', defaultValue: step.sum ? groupedSum(step.sum) : step.values.amount }}
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
        </>
      )}
    </div>
  );
}
