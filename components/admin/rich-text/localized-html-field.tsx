'use client';

import { Controller, useWatch, type Control } from 'react-hook-form';
import { RichText } from '@/components/site/rich-text';
import { RichTextEditor } from './rich-text-editor';
import type { RichTexts } from './texts';

type Values = Record<string, unknown>;
type Props = {
  name: string;
  id: string;
  label: string;
  langNames: { rus: string; uzb: string };
  control: Control<Values>;
  errorAt: (path: string) => string;
  texts: RichTexts;
};

const HTML_LANG = { rus: 'ru', uzb: 'uz' } as const;

/** A rich text in both languages, each in its editor, and a preview of both as the public page renders them. */
export default function LocalizedHtmlField({ name, id, label, langNames, control, errorAt, texts }: Props) {
  const value = (useWatch({ control, name }) ?? {}) as { rus?: string; uzb?: string };
  return (
    <fieldset className="rounded border border-line p-3">
      <legend className="px-1 font-medium">{label}</legend>
      <div className="grid gap-3 lg:grid-cols-2">
        {(['rus', 'uzb'] as const).map((lang) => {
          const fid = `${id}-${lang}`;
          const error = errorAt(`${name}.${lang}`);
          return (
            <div key={lang} className="min-w-0">
              <span id={`${fid}-label`} className="text-sm">
                {label} ({langNames[lang]})
              </span>
              <Controller
                name={`${name}.${lang}`}
                control={control}
                render={({ field }) => (
                  <RichTextEditor
                    id={fid}
                    labelId={`${fid}-label`}
                    value={String(field.value ?? '')}
                    onChange={field.onChange}
                    texts={texts}
                    invalid={Boolean(error)}
                    describedBy={`${fid}-error`}
                  />
                )}
              />
              <p id={`${fid}-error`} className="text-sm text-danger">
                {error}
              </p>
            </div>
          );
        })}
      </div>
      <div className="mt-3 grid gap-3 lg:grid-cols-2">
        {(['rus', 'uzb'] as const).map((lang) => (
          <section
            key={lang}
            aria-labelledby={`${id}-${lang}-preview`}
            className="min-w-0 rounded border border-line p-3"
          >
            <h3 id={`${id}-${lang}-preview`} className="mb-2 text-sm font-semibold text-muted">
              {texts.preview} ({langNames[lang]})
            </h3>
            <div lang={HTML_LANG[lang]} data-testid={`preview-${lang}`}>
              <RichText html={value[lang] ?? ''} className="text-lg" />
            </div>
          </section>
        ))}
      </div>
    </fieldset>
  );
}
