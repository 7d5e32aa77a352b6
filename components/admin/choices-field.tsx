'use client';

type Props = {
  id: string;
  label: string;
  /** Names by value; the one under '' names the empty choice and gets no box. */
  options: Record<string, string>;
  value: unknown;
  onChange: (value: string[]) => void;
  error?: string;
};

/** A group of check boxes over named rows (the districts an outage touches); the value is the ticked ids. */
export function ChoicesField({ id, label, options, value, onChange, error }: Props) {
  const ticked = new Set((Array.isArray(value) ? value : []).map(String));
  const toggle = (key: string, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(key);
    else next.delete(key);
    onChange(Object.keys(options).filter((k) => next.has(k)));
  };
  return (
    <fieldset className="rounded border border-line p-3" aria-describedby={`${id}-error`}>
      <legend className="px-1 font-medium">{label}</legend>
      <div className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
        {Object.entries(options)
          .filter(([key]) => key !== '')
          .map(([key, name]) => (
            <label key={key} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="h-5 w-5"
                checked={ticked.has(key)}
                onChange={(e) => toggle(key, e.target.checked)}
              />
              {name}
            </label>
          ))}
      </div>
      <p id={`${id}-error`} className="text-sm text-danger">
        {error}
      </p>
    </fieldset>
  );
}
