import { FormField, buttonClass, inputClass } from '@/components/ui/form-field';

type Props = { phone: string; error?: string; texts: { intro: string; phone: string; hint: string; show: string } };

/** Asks for the phone given in the request; a plain GET form, so it works without JavaScript. */
export function PhoneForm({ phone, error, texts }: Props) {
  return (
    <form method="get" className="flex flex-col gap-4" noValidate>
      <p>{texts.intro}</p>
      <FormField id="track-phone" label={texts.phone} hint={texts.hint} error={error}>
        {(d) => (
          <input
            id="track-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            required
            defaultValue={phone}
            className={inputClass}
            aria-describedby={d}
            aria-invalid={Boolean(error)}
          />
        )}
      </FormField>
      <button type="submit" className={`${buttonClass} self-start`}>
        {texts.show}
      </button>
    </form>
  );
}
