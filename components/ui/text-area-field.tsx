import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, textAreaClass } from './form-field';

type Props = {
  id: string;
  label: string;
  rows: number;
  /** Extra classes of the field's box, such as its span in a grid. */
  className?: string;
  /** The translated error, if any; it also marks the field invalid. */
  error: string | undefined;
  /** What react-hook-form's `register` returned for the field. */
  field: UseFormRegisterReturn;
};

/** A labelled multi-line text field of a visitor's form, with its error. */
export function TextAreaField({ id, label, rows, className, error, field }: Props) {
  return (
    <FormField id={id} label={label} error={error} className={className}>
      {(describedBy) => (
        <textarea
          id={id}
          rows={rows}
          className={textAreaClass}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          {...field}
        />
      )}
    </FormField>
  );
}
