import type { UseFormRegisterReturn } from 'react-hook-form';
import { errorText, type ValidationTexts } from '@/lib/platform/validation/form-errors';
import { FormField, inputClass } from '@/components/ui/form-field';

type Part = 'district' | 'street' | 'house' | 'apartment';
type Props = {
  idPrefix: string;
  legend: string;
  /** Labels of district, street, house and apartment. */
  texts: Record<string, string>;
  validation: ValidationTexts;
  register: (name: `address.${Part}`) => UseFormRegisterReturn;
  errors?: Partial<Record<Part, { message?: string }>>;
  /** Which parts to ask; all four unless a form needs fewer. */
  parts?: readonly Part[];
};

const PARTS: { part: Part; autoComplete?: string }[] = [
  { part: 'district' },
  { part: 'street', autoComplete: 'address-line1' },
  { part: 'house' },
  { part: 'apartment', autoComplete: 'address-line2' },
];

/** The address as SPEC §3 asks it (district, street, house, apartment), the same in every visitor form. */
export function AddressFields({ idPrefix, legend, texts, validation, register, errors, parts }: Props) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-semibold">{legend}</legend>
      {PARTS.filter((p) => !parts || parts.includes(p.part)).map(({ part, autoComplete }) => {
        const error = errorText(errors?.[part]?.message, validation);
        return (
          <FormField key={part} id={`${idPrefix}-address-${part}`} label={texts[part] ?? part} error={error}>
            {(d) => (
              <input
                id={`${idPrefix}-address-${part}`}
                type="text"
                autoComplete={autoComplete}
                className={inputClass}
                aria-describedby={d}
                aria-invalid={Boolean(error)}
                {...register(`address.${part}`)}
              />
            )}
          </FormField>
        );
      })}
    </fieldset>
  );
}
