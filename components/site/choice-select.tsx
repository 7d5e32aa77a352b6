import type { Ref } from 'react';

type Props = {
  id: string;
  // the texts come from a messages record, where a key may be missing
  label: string | undefined;
  /** The empty first option, shown while nothing is chosen. */
  placeholder: string | undefined;
  options: string[];
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLSelectElement>;
  /** The query parameter it is sent as when the page's form is sent without script. */
  name?: string;
};

/** A labelled select over plain names, with an empty 'choose…' option first. */
export function ChoiceSelect({ id, label, placeholder, options, value, onChange, ref, name }: Props) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        name={name}
        className="control"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}
