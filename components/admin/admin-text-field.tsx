import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Props = {
  id: string;
  label: string;
  /** The translated error under the field; empty when the value is fine. */
  error: string | undefined;
  registration: UseFormRegisterReturn;
  labelClassName?: string;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete'>;

/** A labelled input of the admin's small forms, its error under it and tied to it for screen readers. */
export function AdminTextField({ id, label, error, registration, labelClassName, type, autoComplete }: Props) {
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        className="mt-1 block w-full rounded border border-line-strong px-3 py-2"
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-error`}
        {...registration}
      />
      <p id={`${id}-error`} className="text-sm text-danger">
        {error}
      </p>
    </div>
  );
}
