'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { Lang } from '@/lib/platform/i18n/locales';
import { useNotifications } from '@/lib/ui-state/store/notifications';
import { reportFailure } from '@/components/ui/report-failure';
import type { MediaTexts } from './media-picker';
import { uploadImage } from './upload-image';
import { ImageFileButton } from './image-file-button';

type Props = { lang: Lang; texts: MediaTexts };

/** Adds an image to the library (the admin's upload: checked, resized, stored), then shows it first in the grid. */
export function MediaUpload({ lang, texts }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      await uploadImage(file);
      useNotifications.getState().notify('success', texts.uploaded_done);
      router.replace(`/${lang}/adm/media`);
      router.refresh();
    } catch (error) {
      reportFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ImageFileButton
      label={busy ? texts.uploading : texts.upload}
      busy={busy}
      className="btn btn-primary"
      onFile={upload}
    />
  );
}
