'use client';

import dynamic from 'next/dynamic';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { FieldSpec } from '@/lib/content/sections/shared/schema-parts';
import { translateMessage, type ValidationTexts } from '@/lib/staff/admin/validation-messages';
import { ChoicesField } from './choices-field';
import { DateTextInput } from './date-text-input';
import { ImageUpload, type UploadTexts } from './image-upload';
import { TenderFiles, type FilesTexts, type TenderFile } from './tender-files';
import { StaticValueEditor } from './static-value/static-value-editor';
import type { StaticValueTexts } from './static-value/context';
import type { RichTexts } from './rich-text/texts';

// The editor (TipTap, ProseMirror) loads only when an admin form shows a rich text: never in a public bundle.
const LocalizedHtmlField = dynamic(() => import('./rich-text/localized-html-field'), { ssr: false });

type Values = Record<string, unknown>;
/** Texts a field needs: its label and the language names. */
export type FieldTexts = {
  label: string;
  rus: string;
  uzb: string;
  /** Placeholders of the date-and-time and date inputs (the admin's one format). */
  placeholders: { datetime: string; date: string };
  /** Names of a select's options (a missing one shows the code), or of the rows a number field refers to. */
  options?: Record<string, string>;
  upload: UploadTexts;
  staticValue: StaticValueTexts;
  rich: RichTexts;
  files: FilesTexts;
};
type Props = {
  spec: FieldSpec;
  texts: FieldTexts;
  register: UseFormRegister<Values>;
  control: Control<Values>;
  errors: FieldErrors<Values>;
  validation: ValidationTexts;
  idPrefix: string;
};

const INPUT = 'mt-1 block w-full rounded border border-line-strong px-3 py-2';

function errorAt(errors: FieldErrors<Values>, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node as { message?: string } | undefined)?.message;
}

/** Whether the form holds an error at or inside a dotted path. */
function errorUnder(errors: FieldErrors<Values>, path: string): boolean {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node !== undefined;
}

function ErrorText({ id, message, validation }: { id: string; message?: string; validation: ValidationTexts }) {
  return (
    <p id={id} className="text-sm text-danger">
      {translateMessage(validation, message)}
    </p>
  );
}

/** One field of a section form; texts in both languages sit side by side. */
export function FieldInput({ spec, texts, register, control, errors, validation, idPrefix }: Props) {
  const id = `${idPrefix}-${spec.name}`;
  if (spec.kind === 'localized-html')
    return (
      <LocalizedHtmlField
        name={spec.name}
        id={id}
        label={texts.label}
        langNames={{ rus: texts.rus, uzb: texts.uzb }}
        control={control}
        errorAt={(path) => translateMessage(validation, errorAt(errors, path))}
        texts={texts.rich}
      />
    );
  if (spec.kind === 'json')
    return (
      <Controller
        name={spec.name}
        control={control}
        render={({ field }) => (
          <StaticValueEditor
            id={id}
            label={texts.label}
            value={field.value}
            onChange={field.onChange}
            errorAt={(path) =>
              translateMessage(validation, errorAt(errors, [spec.name, path].filter(Boolean).join('.')))
            }
            hasErrorUnder={(path) => errorUnder(errors, [spec.name, path].filter(Boolean).join('.'))}
            texts={texts.staticValue}
          />
        )}
      />
    );
  if (spec.kind.startsWith('localized')) {
    const long = spec.kind === 'localized-long';
    return (
      <fieldset className="rounded border border-line p-3">
        <legend className="px-1 font-medium">{texts.label}</legend>
        <div className="grid gap-3 md:grid-cols-2">
          {(['rus', 'uzb'] as const).map((lang) => {
            const path = `${spec.name}.${lang}`;
            const fid = `${id}-${lang}`;
            const props = {
              id: fid,
              className: INPUT,
              'aria-describedby': `${fid}-error`,
              'aria-invalid': Boolean(errorAt(errors, path)),
              ...register(path),
            };
            return (
              <div key={lang}>
                <label htmlFor={fid} className="text-sm">
                  {texts.label} ({texts[lang]})
                </label>
                {long ? <textarea rows={4} {...props} /> : <input type="text" {...props} />}
                <ErrorText id={`${fid}-error`} message={errorAt(errors, path)} validation={validation} />
              </div>
            );
          })}
        </div>
      </fieldset>
    );
  }
  if (spec.kind === 'choices')
    return (
      <Controller
        name={spec.name}
        control={control}
        render={({ field }) => (
          <ChoicesField
            id={id}
            label={texts.label}
            options={texts.options ?? {}}
            value={field.value}
            onChange={field.onChange}
            error={translateMessage(validation, errorAt(errors, spec.name))}
          />
        )}
      />
    );
  if (spec.kind === 'boolean') {
    return (
      <div className="flex items-center gap-2">
        <input id={id} type="checkbox" className="h-5 w-5" {...register(spec.name)} />
        <label htmlFor={id}>{texts.label}</label>
      </div>
    );
  }
  let input;
  if (spec.kind === 'files')
    input = (
      <Controller
        name={spec.name}
        control={control}
        render={({ field }) => (
          <TenderFiles
            id={id}
            value={field.value as TenderFile[]}
            onChange={field.onChange}
            texts={texts.files}
            inputClass={INPUT}
            errorFor={(index) => translateMessage(validation, errorAt(errors, `${spec.name}.${index}.label`))}
          />
        )}
      />
    );
  else if (spec.kind === 'select')
    input = (
      <select id={id} className={INPUT} {...register(spec.name)}>
        {spec.optional ? <option value="">—</option> : null}
        {spec.options?.map((o) => (
          <option key={o} value={o}>
            {texts.options?.[o] ?? o}
          </option>
        ))}
      </select>
    );
  else if (spec.kind === 'number' && texts.options)
    // a reference to another table's row (the district of a building): chosen by its name
    input = (
      <select
        id={id}
        className={INPUT}
        aria-describedby={`${id}-error`}
        aria-invalid={Boolean(errorAt(errors, spec.name))}
        {...register(spec.name)}
      >
        <option value="">—</option>
        {Object.entries(texts.options).map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </select>
    );
  else if (spec.kind === 'datetime' || spec.kind === 'date')
    input = (
      <DateTextInput
        id={id}
        name={spec.name}
        control={control}
        kind={spec.kind}
        placeholder={texts.placeholders[spec.kind]}
        className={INPUT}
        invalid={Boolean(errorAt(errors, spec.name))}
      />
    );
  else if (spec.kind === 'image')
    input = (
      <Controller
        name={spec.name}
        control={control}
        render={({ field }) => (
          <ImageUpload
            id={id}
            value={String(field.value ?? '')}
            onChange={field.onChange}
            texts={texts.upload}
            inputClass={INPUT}
          />
        )}
      />
    );
  else
    input = (
      <input
        id={id}
        type={spec.kind === 'number' ? 'number' : 'text'}
        className={INPUT}
        aria-describedby={`${id}-error`}
        aria-invalid={Boolean(errorAt(errors, spec.name))}
        {...register(spec.name)}
      />
    );
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {texts.label}
      </label>
      {input}
      <ErrorText id={`${id}-error`} message={errorAt(errors, spec.name)} validation={validation} />
    </div>
  );
}
