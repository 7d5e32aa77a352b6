'use client';

import { useState } from 'react';
import { ApiCallError } from '@/lib/http/api/client';
import { useNotifications } from '@/lib/ui-state/store/notifications';
import { ImageFileButton } from './media/image-file-button';
import { MediaPicker, type MediaPickerTexts } from './media/media-picker';
import { uploadImage } from './media/upload-image';

/** Texts of the image field; `library` opens the media library's picker. */
export type UploadTexts = { choose: string; uploading: string; preview: string; library?: MediaPickerTexts };

type Props = { id: string; value: string; onChange: (value: string) => void; texts: UploadTexts; inputClass: string };

/**
 * An image path with the media library's picker and an upload button: the server checks, resizes
 * and stores the file, enters it in the library and answers its path.
 */
export function ImageUpload({ id, value, onChange, texts, inputClass }: Props) {
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      onChange(await uploadImage(file));
    } catch (error) {
      useNotifications.getState().notify('danger', error instanceof ApiCallError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const library = texts.library;
  return (
    <div className="flex flex-col gap-2">
      <input id={id} type="text" className={inputClass} value={value} onChange={(e) => onChange(e.target.value)} />
      <div className="flex flex-wrap gap-2">
        {library && (
          <button type="button" className="btn btn-secondary" onClick={() => setPicking(true)}>
            {library.texts.pickerOpen}
          </button>
        )}
        <ImageFileButton
          label={busy ? texts.uploading : texts.choose}
          busy={busy}
          className="inline-flex w-fit items-center gap-2 rounded border border-brand-600 px-3 py-1 text-sm text-brand-700"
          onFile={upload}
        />
      </div>
      {/* eslint-disable-next-line @next/next/no-img-element -- an arbitrary uploaded path, previewed as is */}
      {value ? <img src={value} alt={texts.preview} className="h-20 w-auto rounded border object-contain" /> : null}
      {library && picking && (
        <MediaPicker
          {...library}
          current={value}
          onPick={(path) => {
            onChange(path);
            setPicking(false);
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </div>
  );
}
