import type { ReactNode } from 'react';

type Props = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Extra classes of the field's box, such as its span in a grid. */
  className?: string;
  children: (describedBy: string | undefined) => ReactNode;
};

/** A labelled field with its hint and its error, linked to the control by aria-describedby. */
export function FormField({ id, label, error, hint, className, children }: Props) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `flex flex-col gap-1 ${className}` : 'flex flex-col gap-1'}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The house style of text inputs and selects. */
export const inputClass =
  'w-full rounded border border-line-field px-3 py-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 aria-[invalid=true]:border-danger';

/** The house style of a primary button. */
export const buttonClass =
  'rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60';

/** The house style of a secondary button. */
export const secondaryButtonClass =
  'rounded border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
