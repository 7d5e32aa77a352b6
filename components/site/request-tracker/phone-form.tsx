import { FormField, buttonClass, inputClass } from '@/components/ui/form-field';

type Props = {
  action: (form: FormData) => void;
  reference: string;
  phone: string;
  error?: string;
  pending?: boolean;
  texts: { intro: string; phone: string; hint: string; show: string };
};

/** Asks for the phone given in the request; a POST form (a server action), so it works without JavaScript. */
export function PhoneForm({ action, reference, phone, error, pending, texts }: Props) {
  return (
    <form action={action} className="flex flex-col gap-4" noValidate>
      <p>{texts.intro}</p>
      <input type="hidden" name="reference" value={reference} />
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
      <button type="submit" className={`${buttonClass} self-start`} aria-disabled={pending}>
        {texts.show}
      </button>
    </form>
  );
}
