import { buttonClass } from '@/components/ui/form-field';
import { errorText, type ValidationTexts } from '@/lib/platform/validation/form-errors';
import { CaptchaField } from './captcha-field';
import { NoScriptNotice } from './no-script-notice';

/** The part of a react-hook-form form with an `altcha` field that the captcha and the button use. */
type CaptchaForm = {
  setValue: (name: 'altcha', value: string, options: { shouldValidate: boolean }) => void;
  formState: { isSubmitted: boolean; isSubmitting: boolean; errors: { altcha?: { message?: string } } };
};

type Props = {
  form: CaptchaForm;
  captcha: Record<string, string>;
  /** The form's `sending` and `submit` labels. */
  texts: Record<string, string>;
  validation: ValidationTexts;
  /** Grows after a failed send, so the widget fetches a fresh challenge. */
  reset: number;
  /** The grid class that makes each row span the whole form. */
  span?: string;
};

/**
 * The end of a visitor's form: the captcha, then the submit button, which says so while the form is
 * sent; without script, the notice that the form needs it (the captcha is computed in the browser).
 */
export function CaptchaAndSubmit({ form, captcha, texts, validation, reset, span = 'md:col-span-2' }: Props) {
  const { isSubmitting, errors } = form.formState;
  return (
    <>
      <NoScriptNotice span={span} />
      {/* No room is held for the captcha: its row shows once the widget (or its error) is there. */}
      <div className={`${span} hidden has-[altcha-widget,[role=alert]]:block`}>
        <CaptchaField
          texts={captcha}
          resetSignal={reset}
          error={errorText(errors.altcha?.message, validation)}
          onChange={(payload) => form.setValue('altcha', payload, { shouldValidate: form.formState.isSubmitted })}
        />
      </div>
      <div className={span}>
        <button type="submit" className={`${buttonClass} w-full sm:w-auto sm:min-w-48`} disabled={isSubmitting}>
          {isSubmitting ? texts.sending : texts.submit}
        </button>
      </div>
    </>
  );
}
