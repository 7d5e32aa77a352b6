'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { api, ApiCallError } from '@/lib/api/client';
import { loginSchema, type LoginInput } from '@/lib/auth/login-schema';
import { useAdmin, writeAdmFlag, type AdminProfile } from '@/lib/store/admin';
import { useNotifications } from '@/lib/store/notifications';
import { translateMessage, validationErrorMap, type ValidationTexts } from '@/lib/admin/validation-messages';
import { formatDateTime } from '@/lib/format/date-time';

type Texts = {
  email: string;
  password: string;
  submit: string;
  submitting: string;
  badCredentials: string;
  lockedUntil: string;
};

/** The form's own text for a refused login: wrong credentials, or a lock with its end in Tashkent time. */
function refusalText(error: unknown, texts: Texts): string | undefined {
  if (!(error instanceof ApiCallError)) return undefined;
  if (error.code === 'bad_credentials') return texts.badCredentials;
  if (error.code === 'locked' && error.params.until)
    return texts.lockedUntil.replace('{time}', formatDateTime(error.params.until));
  return undefined;
}
type Props = { lang: string; texts: Texts; validation: ValidationTexts };

/** The staff login form (SPEC §4: the flag is set before the call, the profile stored on success). */
export function LoginForm({ lang, texts, validation }: Props) {
  const router = useRouter();
  const [refusal, setRefusal] = useState<string>();
  const { register, handleSubmit, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema, { error: validationErrorMap(validation) }),
    defaultValues: { email: '', password: '' },
  });
  const onSubmit = async (values: LoginInput) => {
    writeAdmFlag('true');
    setRefusal(undefined);
    try {
      const profile = await api.post<AdminProfile>('user/auth', values);
      useAdmin.getState().setProfile(profile);
      router.push(`/${lang}/adm`);
    } catch (error) {
      const text = refusalText(error, texts);
      if (text) return setRefusal(text);
      useNotifications.getState().notify('danger', error instanceof ApiCallError ? error.message : String(error));
    }
  };
  const field = 'mt-1 block w-full rounded border border-line-strong px-3 py-2';
  return (
    <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      {refusal ? (
        <p role="alert" className="rounded border-l-4 border-danger bg-danger-soft p-3 text-sm">
          {refusal}
        </p>
      ) : null}
      <div>
        <label htmlFor="login-email" className="font-medium">
          {texts.email}
        </label>
        <input
          id="login-email"
          type="email"
          autoComplete="username"
          className={field}
          aria-invalid={Boolean(formState.errors.email)}
          aria-describedby="login-email-error"
          {...register('email')}
        />
        <p id="login-email-error" className="text-sm text-danger">
          {translateMessage(validation, formState.errors.email?.message)}
        </p>
      </div>
      <div>
        <label htmlFor="login-password" className="font-medium">
          {texts.password}
        </label>
        <input
          id="login-password"
          type="password"
          autoComplete="current-password"
          className={field}
          aria-invalid={Boolean(formState.errors.password)}
          aria-describedby="login-password-error"
          {...register('password')}
        />
        <p id="login-password-error" className="text-sm text-danger">
          {translateMessage(validation, formState.errors.password?.message)}
        </p>
      </div>
      <button
        type="submit"
        disabled={formState.isSubmitting}
        className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {formState.isSubmitting ? texts.submitting : texts.submit}
      </button>
    </form>
  );
}
