'use client';

import { useState } from 'react';
import { api, ApiCallError } from '@/lib/api/client';
import { useNotifications } from '@/lib/store/notifications';

/** Texts of the image field. */
export type UploadTexts = { choose: string; uploading: string; preview: string };

type Props = { id: string; value: string; onChange: (value: string) => void; texts: UploadTexts; inputClass: string };

/** An image path with an upload button: the server checks, resizes and stores the file and answers its path. */
export function ImageUpload({ id, value, onChange, texts, inputClass }: Props) {
  const [busy, setBusy] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file);
      const { path } = await api.post<{ path: string }>('adm/upload', form);
      onChange(path);
    } catch (error) {
      useNotifications.getState().notify('danger', error instanceof ApiCallError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <input id={id} type="text" className={inputClass} value={value} onChange={(e) => onChange(e.target.value)} />
      <label className="inline-flex w-fit cursor-pointer items-center gap-2 rounded border border-brand-600 px-3 py-1 text-sm text-brand-700 focus-within:outline focus-within:outline-3 focus-within:outline-accent-500">
        {busy ? texts.uploading : texts.choose}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          onChange={(e) => upload(e.target.files?.[0])}
          disabled={busy}
        />
      </label>
      {/* eslint-disable-next-line @next/next/no-img-element -- an arbitrary uploaded path, previewed as is */}
      {value ? <img src={value} alt={texts.preview} className="h-20 w-auto rounded border object-contain" /> : null}
    </div>
  );
}
