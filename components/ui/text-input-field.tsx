import type { HTMLInputTypeAttribute } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, inputClass } from './form-field';

type Props = {
  id: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  hint?: string;
  /** The translated error, if any; it also marks the field invalid. */
  error: string | undefined;
  /** What react-hook-form's `register` returned for the field. */
  field: UseFormRegisterReturn;
};

/** A labelled one-line text field of a visitor's form, with its hint and its error. */
export function TextInputField({ id, label, type = 'text', autoComplete, hint, error, field }: Props) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          className={inputClass}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          {...field}
        />
      )}
    </FormField>
  );
}
