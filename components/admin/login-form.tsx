'use client';

import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { api, ApiCallError } from '@/lib/api/client';
import { loginSchema, type LoginInput } from '@/lib/auth/login-schema';
import { useAdmin, writeAdmFlag, type AdminProfile } from '@/lib/store/admin';
import { useNotifications } from '@/lib/store/notifications';
import { translateMessage, validationErrorMap, type ValidationTexts } from '@/lib/admin/validation-messages';

type Texts = { email: string; password: string; submit: string; submitting: string };
type Props = { lang: string; texts: Texts; validation: ValidationTexts };

/** The staff login form (SPEC §4: the flag is set before the call, the profile stored on success). */
export function LoginForm({ lang, texts, validation }: Props) {
  const router = useRouter();
  const { register, handleSubmit, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema, { error: validationErrorMap(validation) }),
    defaultValues: { email: '', password: '' },
  });
  const onSubmit = async (values: LoginInput) => {
    writeAdmFlag('true');
    try {
      const profile = await api.post<AdminProfile>('user/auth', values);
      useAdmin.getState().setProfile(profile);
      router.push(`/${lang}/adm`);
    } catch (error) {
      useNotifications.getState().notify('danger', error instanceof ApiCallError ? error.message : String(error));
    }
  };
  const field = 'mt-1 block w-full rounded border border-line-strong px-3 py-2';
  return (
    <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
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
