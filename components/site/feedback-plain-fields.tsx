import { REASONS, type FeedbackKind } from '@/lib/visitors/forms/feedback-reasons';
import { FormField, buttonClass, inputClass, textAreaClass } from '@/components/ui/form-field';

type Props = {
  eventId: string;
  kinds: FeedbackKind[];
  texts: Record<string, string>;
  starLabels: string[];
  /** The refused field of a rating sent before, with its message. */
  refused?: { field: string; message: string };
};

/**
 * The rating's fields for a browser that runs no script (rendered inside <noscript>): the stars as
 * plain radio buttons and the reasons of every kind, grouped by kind, since nothing narrows them to
 * the chosen one. The server checks that the reason belongs to the kind.
 */
export function FeedbackPlainFields({ eventId, kinds, texts, starLabels, refused }: Props) {
  const error = (field: string) => (refused?.field === field ? refused.message : undefined);
  return (
    <>
      <input type="hidden" name="id" value={eventId} />
      {error('type') && (
        <p role="alert" className="text-sm text-danger">
          {error('type')}
        </p>
      )}
      <fieldset aria-describedby={error('rating') ? 'plain-rating-error' : undefined}>
        <legend className="font-medium">{texts.rating}</legend>
        <div className="mt-1 flex flex-wrap gap-3">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="flex items-center gap-1">
              <input type="radio" name="rating" value={n} />
              {starLabels[n - 1]}
            </label>
          ))}
        </div>
        {error('rating') && (
          <p id="plain-rating-error" role="alert" className="text-sm text-danger">
            {error('rating')}
          </p>
        )}
      </fieldset>
      <FormField id="plain-reason" label={texts.reason ?? ''} error={error('reason')}>
        {(d) => (
          <select
            id="plain-reason"
            name="reason"
            className={inputClass}
            aria-invalid={Boolean(error('reason'))}
            aria-describedby={d}
          >
            <option value="">{texts.chooseAnswer}</option>
            {kinds.map((k) => (
              <optgroup key={k} label={texts[`kind_${k}`]}>
                {REASONS[k].map((r) => (
                  <option key={r} value={r}>
                    {texts[`r_${r}`]}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="plain-text" label={texts.text ?? ''} error={error('text')}>
        {(d) => <textarea id="plain-text" name="text" rows={4} className={textAreaClass} aria-describedby={d} />}
      </FormField>
      <div>
        <button type="submit" className={buttonClass}>
          {texts.submit}
        </button>
      </div>
    </>
  );
}
