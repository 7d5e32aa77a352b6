import { Check } from 'lucide';
import type { FormEventHandler, InputHTMLAttributes, Ref } from 'react';
import type { CheckoutLink } from '@/lib/visitors/billing/checkout';
import { SUM_PRESETS, groupedSum as grouped } from '@/lib/visitors/billing/payment-sum-limits';
import { FormField } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { PaymentSystemTiles } from './payment-system-tiles';

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

/** The amount step's markup: preset chips, the typed sum, then one tile per configured payment system. */
export function PaymentAmountForm({ account, form, texts, sum, links, error, input, onSubmit, onPreset }: Props) {
  const money = (amount: number) => (texts.sumPreset ?? '').replace('{sum}', grouped(amount));
  return (
    <div className="flex flex-col gap-6">
      <form method="get" action={form.action} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <input type="hidden" name="prefix" value={form.prefix} />
        <input type="hidden" name="login" value={form.login} />
        <fieldset>
          <legend className="font-medium">{texts.presets}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {SUM_PRESETS.map((preset) => {
              const chosen = sum === preset;
              return (
                <button
                  key={preset}
                  type="submit"
                  name="amount"
                  value={preset}
                  className={`btn ${chosen ? 'btn-primary' : 'btn-secondary'}`}
                  aria-pressed={chosen}
                  data-chosen={chosen || undefined}
                  onClick={
                    onPreset &&
                    ((event) => {
                      event.preventDefault();
                      onPreset(preset);
                    })
                  }
                >
                  {chosen && <Icon icon={Check} aria-hidden className="size-4 shrink-0" />}
                  {money(preset)}
                </button>
              );
            })}
          </div>
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
          <FormField id="pay-sum" label={texts.sum ?? ''} hint={texts.sumHint} error={error}>
            {(d) => (
              <input
                id="pay-sum"
                inputMode="numeric"
                autoComplete="off"
                className="control aria-[invalid=true]:border-danger"
                aria-invalid={Boolean(error)}
                aria-describedby={d}
                {...input}
              />
            )}
          </FormField>
          <button type="submit" className="btn btn-primary sm:mt-7">
            {texts.toPayment}
          </button>
        </div>
      </form>
      {sum && (
        <section aria-labelledby="pay-systems">
          <h3 id="pay-systems" className="text-lg font-bold">
            {texts.choosePayment}
          </h3>
          <p>{(texts.paySummary ?? '').replace('{sum}', grouped(sum)).replace('{account}', account)}</p>
          <PaymentSystemTiles links={links} amount={money(sum)} texts={texts} />
          <p className="mt-2 text-sm text-muted">{texts.systemsHint}</p>
        </section>
      )}
    </div>
  );
}
