import type { Ref } from 'react';

type Props = {
  label: string | undefined;
  hint: string | undefined;
  /** The chosen district's streets, offered as the visitor types (the browser's own list, no script needed). */
  streets: string[];
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/** The street of the coverage search: a text field with the district's streets as suggestions. */
export function CoverageStreetField({ label, hint, streets, value, onChange, ref }: Props) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="coverage-street" className="font-medium">
        {label}
      </label>
      <input
        id="coverage-street"
        ref={ref}
        name="street"
        className="control"
        list="coverage-streets"
        autoComplete="off"
        aria-describedby="coverage-street-hint"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id="coverage-street-hint" className="text-sm text-muted">
        {hint}
      </p>
      <datalist id="coverage-streets">
        {streets.map((street) => (
          <option key={street} value={street} />
        ))}
      </datalist>
    </div>
  );
}
