import type { FormEventHandler, InputHTMLAttributes, Ref } from 'react';
import type { CheckoutLink } from '@/lib/billing/checkout';
import { SUM_PRESETS, groupedSum as grouped } from '@/lib/billing/payment-sum-limits';
import { FormField, buttonClass, inputClass, secondaryButtonClass } from '@/components/ui/form-field';

type Props = {
  account: string;
  /** The GET form's target and the checked login, sent again with the amount when script is off. */
  form: { action: string; prefix: string; login: string };
  texts: Record<string, string>;
  /** The chosen sum, once valid: the checkout links follow it. */
  sum: number | null;
  links: CheckoutLink[];
  error?: string;
  /** The amount input's own props: react-hook-form's registration, or a plain field's name and value. */
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** With script a preset is taken at once; without, it is sent as the form's amount. */
  onPreset?: (preset: number) => void;
};

/** The amount step's markup: presets, the typed sum, then one checkout button per configured payment system. */
export function PaymentAmountForm({ account, form, texts, sum, links, error, input, onSubmit, onPreset }: Props) {
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
                onClick={
                  onPreset &&
                  ((event) => {
                    event.preventDefault();
                    onPreset(preset);
                  })
                }
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
                {...input}
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
