'use client';

import { useState } from 'react';
import { api, ApiCallError } from '@/lib/http/api/client';
import { useNotifications } from '@/lib/ui-state/store/notifications';
import { tenderFileHref } from '@/components/site/tender-card';

/** Texts of the attachment list. */
export type FilesTexts = { upload: string; uploading: string; label: string; remove: string; empty: string };
/** One attachment as the tenders section stores it. */
export type TenderFile = { name: string; label: string };

type Props = {
  id: string;
  value: TenderFile[];
  onChange: (value: TenderFile[]) => void;
  texts: FilesTexts;
  inputClass: string;
  errorFor: (index: number) => string | undefined;
};

// The original name without its extension is a sensible first label; staff can change it.
const labelOf = (file: File) => file.name.replace(/\.[^.]+$/, '').slice(0, 300) || file.name;

/** The attachments of a tender: each with its label and a link, removable; new files are uploaded and checked by the server. */
export function TenderFiles({ id, value, onChange, texts, inputClass, errorFor }: Props) {
  const [busy, setBusy] = useState(false);
  const files = Array.isArray(value) ? value : [];
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file);
      const { name } = await api.post<{ name: string }>('adm/tender-file', form);
      onChange([...files, { name, label: labelOf(file) }]);
    } catch (error) {
      useNotifications.getState().notify('danger', error instanceof ApiCallError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-1 flex flex-col gap-3">
      {files.length === 0 ? <p className="text-sm text-muted">{texts.empty}</p> : null}
      <ul className="flex flex-col gap-3">
        {files.map((file, index) => {
          const fid = `${id}-${index}`;
          const error = errorFor(index);
          return (
            <li
              key={`${file.name}-${index}`}
              className="flex flex-col gap-1 rounded border border-line p-2"
              data-testid="tender-file"
            >
              <a href={tenderFileHref(file.name)} className="break-all text-sm text-brand-700 underline">
                {file.name}
              </a>
              <label htmlFor={fid} className="text-sm">
                {texts.label}
              </label>
              <input
                id={fid}
                type="text"
                className={inputClass}
                value={file.label}
                aria-invalid={Boolean(error)}
                aria-describedby={`${fid}-error`}
                onChange={(e) => onChange(files.map((f, i) => (i === index ? { ...f, label: e.target.value } : f)))}
              />
              <p id={`${fid}-error`} className="text-sm text-danger">
                {error}
              </p>
              <button
                type="button"
                className="w-fit rounded border border-line-strong px-2 py-1 text-xs text-danger hover:bg-surface-alt"
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                {texts.remove}: {file.label || file.name}
              </button>
            </li>
          );
        })}
      </ul>
      <label className="inline-flex w-fit cursor-pointer items-center gap-2 rounded border border-brand-600 px-3 py-1 text-sm text-brand-700 focus-within:outline focus-within:outline-3 focus-within:outline-accent-500">
        {busy ? texts.uploading : texts.upload}
        <input
          type="file"
          accept=".pdf,.doc,.docx,.xlsx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="sr-only"
          onChange={(e) => {
            void upload(e.target.files?.[0]);
            e.target.value = '';
          }}
          disabled={busy}
        />
      </label>
    </div>
  );
}
