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

/** Inputs and selects: the shared `control` utility (one height, one border); red when invalid. */
export const inputClass = 'control aria-[invalid=true]:border-danger';

/** Multi-line text: the control's border and type, with the height its rows give it. */
export const textAreaClass =
  'block w-full rounded-md border border-line-field bg-surface px-3 py-2 text-base aria-[invalid=true]:border-danger';

/** The primary button: `btn btn-primary`, the one primary colour at the control height. */
export const buttonClass = 'btn btn-primary';

/** A secondary button: outlined in the primary colour, at the control height. */
export const secondaryButtonClass = 'btn btn-secondary';
