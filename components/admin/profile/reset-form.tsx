'use client';

import Link from 'next/link';
import { useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '@/lib/http/api/client';
import { AdminTextField } from '../admin-text-field';
import { SubmitButton } from '../submit-button';
import { showCallError } from './call-errors';

const onHashChange = (notify: () => void) => {
  window.addEventListener('hashchange', notify);
  return () => window.removeEventListener('hashchange', notify);
};

type Texts = { newPassword: string; save: string; saving: string; done: string; noToken: string; toLogin: string };

/** The new password for a reset link; the token is read from the address's fragment, which no server ever sees. */
export function ResetForm({ lang, texts }: { lang: string; texts: Texts }) {
  // Undefined while rendered on the server, where there is no fragment.
  const hash = useSyncExternalStore(
    onHashChange,
    () => window.location.hash,
    () => undefined,
  );
  const token = hash === undefined ? undefined : new URLSearchParams(hash.slice(1)).get('token');
  const [done, setDone] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm<{ new: string; token: string }>({
    defaultValues: { new: '', token: '' },
  });
  const login = (
    <Link href={`/${lang}/site/adm/login`} className="w-fit text-brand-700 underline">
      {texts.toLogin}
    </Link>
  );
  if (token === undefined) return null;
  if (done)
    return (
      <>
        <p role="status">{texts.done}</p>
        {login}
      </>
    );
  if (!token)
    return (
      <>
        <p role="alert">{texts.noToken}</p>
        {login}
      </>
    );
  const submit = async (values: { new: string }) => {
    try {
      await api.post('user/password/reset', { token, new: values.new });
      setDone(true);
    } catch (error) {
      showCallError(error, setError, ['new', 'token']);
    }
  };
  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="flex flex-col gap-4">
      {formState.errors.token?.message ? (
        <p role="alert" className="rounded border-l-4 border-danger bg-danger-soft p-3 text-sm">
          {formState.errors.token.message}
        </p>
      ) : null}
      <AdminTextField
        id="reset-new-password"
        label={texts.newPassword}
        labelClassName="font-medium"
        type="password"
        autoComplete="new-password"
        error={formState.errors.new?.message}
        registration={register('new')}
      />
      <SubmitButton busy={formState.isSubmitting} label={texts.save} busyLabel={texts.saving} />
    </form>
  );
}
