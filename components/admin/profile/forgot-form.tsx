'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '@/lib/http/api/client';
import { AdminTextField } from '../admin-text-field';
import { SubmitButton } from '../submit-button';
import { showCallError } from './call-errors';

type Texts = { email: string; send: string; sending: string; sent: string };

/** "Forgot password": the e-mail; the same answer whether an account has it or not. */
export function ForgotForm({ texts }: { texts: Texts }) {
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const submit = async (values: { email: string }) => {
    try {
      await api.post('user/password/forgot', values);
      setSent(true);
    } catch (error) {
      showCallError(error, setError, ['email']);
    }
  };
  if (sent) return <p role="status">{texts.sent}</p>;
  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="flex flex-col gap-4">
      <AdminTextField
        id="forgot-email"
        label={texts.email}
        labelClassName="font-medium"
        type="email"
        autoComplete="username"
        error={formState.errors.email?.message}
        registration={register('email')}
      />
      <SubmitButton busy={formState.isSubmitting} label={texts.send} busyLabel={texts.sending} />
    </form>
  );
}
