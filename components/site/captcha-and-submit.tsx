import { buttonClass } from '@/components/ui/form-field';
import { CaptchaField } from './captcha-field';

type Props = {
  captcha: Record<string, string>;
  /** The form's `sending` and `submit` labels. */
  texts: Record<string, string>;
  /** Grows after a failed send, so the widget fetches a fresh challenge. */
  reset: number;
  error: string | undefined;
  onCaptcha: (payload: string) => void;
  submitting: boolean;
  /** The grid class that makes each row span the whole form. */
  span: string;
};

/** The end of a visitor's form: the captcha, then the submit button, which says so while the form is sent. */
export function CaptchaAndSubmit({ captcha, texts, reset, error, onCaptcha, submitting, span }: Props) {
  return (
    <>
      <div className={span}>
        <CaptchaField texts={captcha} resetSignal={reset} error={error} onChange={onCaptcha} />
      </div>
      <div className={span}>
        <button type="submit" className={buttonClass} disabled={submitting}>
          {submitting ? texts.sending : texts.submit}
        </button>
      </div>
    </>
  );
}
