'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { api, ApiCallError } from '@/lib/http/api/client';
import { formatMessage } from '@/lib/platform/i18n/format-message';
import type { Lang } from '@/lib/platform/i18n/locales';
import type { MediaItem } from '@/lib/content/media/contract';
import { mediaAltForm, type MediaAltForm } from '@/lib/content/media/schemas';
import { useNotifications } from '@/lib/ui-state/store/notifications';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { reportFailure } from '@/components/ui/report-failure';
import { translateMessage, validationErrorMap, type ValidationTexts } from '@/lib/staff/admin/validation-messages';
import type { MediaTexts } from './media-picker';

type Props = { lang: Lang; item: MediaItem; texts: MediaTexts; validation: ValidationTexts };

const FIELDS = ['rus', 'uzb'] as const;

/** An image's alt texts in both languages (checked with the server's schema) and its delete, refused by the server while in use. */
export function MediaCardActions({ lang, item, texts, validation }: Props) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<MediaAltForm>({
    resolver: zodResolver(mediaAltForm, { error: validationErrorMap(validation) }) as unknown as Resolver<MediaAltForm>,
    defaultValues: item.alt,
  });
  const notify = useNotifications.getState().notify;
  const save = async (alt: MediaAltForm) => {
    try {
      await api.post('adm/media/alt', { path: item.path, alt });
      notify('success', texts.altSaved);
      router.refresh();
    } catch (error) {
      const fields = error instanceof ApiCallError ? error.fields : {};
      const known = FIELDS.filter((name) => fields[`alt.${name}`]);
      for (const name of known) setError(name, { message: fields[`alt.${name}`] });
      if (known.length === 0) reportFailure(error);
    }
  };
  const remove = async () => {
    setConfirming(false);
    try {
      await api.delete('adm/media', { path: item.path });
      notify('success', texts.deleted);
      router.refresh();
    } catch (error) {
      reportFailure(error);
    }
  };
  const idOf = (name: string) => `alt-${name}-${item.path.replace(/\W/g, '-')}`;
  return (
    <div className="mt-auto flex flex-col gap-2">
      <form method="post" noValidate onSubmit={handleSubmit(save)} className="flex flex-col gap-2">
        {FIELDS.map((name) => (
          <div key={name} className="flex flex-col text-sm">
            <label htmlFor={idOf(name)}>{name === 'rus' ? texts.altRus : texts.altUzb}</label>
            <input
              id={idOf(name)}
              className="control mt-1"
              maxLength={300}
              aria-invalid={Boolean(formState.errors[name])}
              aria-describedby={`${idOf(name)}-error`}
              {...register(name)}
            />
            <p id={`${idOf(name)}-error`} className="text-danger">
              {translateMessage(validation, formState.errors[name]?.message)}
            </p>
          </div>
        ))}
        <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? texts.saving : texts.saveAlt}
        </button>
      </form>
      <button type="button" className="btn btn-secondary" onClick={() => setConfirming(true)}>
        {texts.delete}
      </button>
      {confirming && (
        <ConfirmDialog
          question={formatMessage(lang, texts.deleteQuestion, { name: item.name })}
          confirmLabel={texts.delete}
          cancelLabel={texts.cancel}
          closeLabel={texts.close}
          danger
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
