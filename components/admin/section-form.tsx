'use client';

import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SECTION_DATA, SECTION_FIELDS, type ContentSection } from '@/lib/content/sections';
import { validationErrorMap, type ValidationTexts } from '@/lib/staff/admin/validation-messages';
import { ApiCallError } from '@/lib/http/api/client';
import { FieldInput, type FieldTexts } from './field-input';
import { SubmitButton } from './submit-button';

type Values = Record<string, unknown>;
/** Texts of the form: field labels by name and the buttons. */
export type FormTexts = {
  labels: Record<string, string>;
  rus: string;
  uzb: string;
  save: string;
  saving: string;
  cancel: string;
  placeholders: FieldTexts['placeholders'];
  /** Names of select options by field (e.g. the slider types); a missing one shows the code. */
  options?: Record<string, Record<string, string>>;
  upload: FieldTexts['upload'];
  staticValue: FieldTexts['staticValue'];
  rich: FieldTexts['rich'];
  files: FieldTexts['files'];
};
type Props = {
  section: ContentSection;
  initial: Values;
  /** Saves; a rejection (ApiCallError) keeps the form open, with its per-field messages shown. */
  onSave: (data: Values) => Promise<void>;
  onCancel: () => void;
  texts: FormTexts;
  validation: ValidationTexts;
};

/** The create/edit form of a section item, validated with the same zod schema as the server. */
export function SectionForm({ section, initial, onSave, onCancel, texts, validation }: Props) {
  const schema = SECTION_DATA[section];
  const { register, control, handleSubmit, formState, setError } = useForm<Values>({
    resolver: zodResolver(schema as never, { error: validationErrorMap(validation) }) as unknown as Resolver<Values>,
    defaultValues: initial,
  });
  return (
    <form
      method="post"
      onSubmit={handleSubmit(async (data) => {
        try {
          await onSave(data);
        } catch (error) {
          // The form stays open with what was typed; each field the server refused says why.
          for (const [path, message] of Object.entries(error instanceof ApiCallError ? error.fields : {}))
            setError(path.replace(/^data\./, ''), { type: 'server', message });
        }
      })}
      noValidate
      className="flex flex-col gap-4 rounded border border-brand-100 bg-brand-50/40 p-4"
    >
      {SECTION_FIELDS[section].map((spec) => (
        <FieldInput
          key={spec.name}
          spec={spec}
          idPrefix={`f-${section}`}
          register={register}
          control={control}
          errors={formState.errors}
          validation={validation}
          texts={{
            label: texts.labels[spec.name] ?? spec.name,
            rus: texts.rus,
            uzb: texts.uzb,
            placeholders: texts.placeholders,
            options: texts.options?.[spec.name],
            upload: texts.upload,
            staticValue: texts.staticValue,
            rich: texts.rich,
            files: texts.files,
          }}
        />
      ))}
      <div className="flex gap-3">
        <SubmitButton busy={formState.isSubmitting} label={texts.save} busyLabel={texts.saving} />
        <button type="button" onClick={onCancel} className="rounded border border-line-strong px-4 py-2">
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}
