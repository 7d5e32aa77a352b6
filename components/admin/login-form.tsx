'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { api, ApiCallError } from '@/lib/http/api/client';
import { loginSchema, type LoginInput } from '@/lib/staff/auth/login-schema';
import { useAdmin, writeAdmFlag, type AdminProfile } from '@/lib/ui-state/store/admin';
import { useNotifications } from '@/lib/ui-state/store/notifications';
import { translateMessage, validationErrorMap, type ValidationTexts } from '@/lib/staff/admin/validation-messages';
import { formatDateTime } from '@/lib/platform/format/date-time';
import { AdminTextField } from './admin-text-field';
import { SubmitButton } from './submit-button';

type Texts = {
  email: string;
  password: string;
  submit: string;
  submitting: string;
  badCredentials: string;
  lockedUntil: string;
  otp: string;
  otpHint: string;
  otpNeeded: string;
  wrongCode: string;
};

/** The form's own text for a refused login: wrong credentials, or a lock with its end in Tashkent time. */
function refusalText(error: unknown, texts: Texts): string | undefined {
  if (!(error instanceof ApiCallError)) return undefined;
  if (error.code === 'bad_credentials') return texts.badCredentials;
  if (error.code === 'otp_required') return error.fields.otp ? texts.wrongCode : texts.otpNeeded;
  if (error.code === 'locked' && error.params.until)
    return texts.lockedUntil.replace('{time}', formatDateTime(error.params.until));
  return undefined;
}
type Props = { lang: string; texts: Texts; validation: ValidationTexts };

/** The staff login form (SPEC §4: the flag is set before the call, the profile stored on success). */
export function LoginForm({ lang, texts, validation }: Props) {
  const router = useRouter();
  const [refusal, setRefusal] = useState<string>();
  // Asked for once the server answers otp_required (the account has two-factor on).
  const [askCode, setAskCode] = useState(false);
  const { register, handleSubmit, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema, { error: validationErrorMap(validation) }),
    defaultValues: { email: '', password: '', otp: '' },
  });
  const onSubmit = async (values: LoginInput) => {
    writeAdmFlag('true');
    setRefusal(undefined);
    try {
      const profile = await api.post<AdminProfile>('user/auth', { ...values, otp: values.otp || undefined });
      useAdmin.getState().setProfile(profile);
      router.push(`/${lang}/adm`);
    } catch (error) {
      if (error instanceof ApiCallError && error.code === 'otp_required') setAskCode(true);
      const text = refusalText(error, texts);
      if (text) return setRefusal(text);
      useNotifications.getState().notify('danger', error instanceof ApiCallError ? error.message : String(error));
    }
  };
  return (
    <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      {refusal ? (
        <p role="alert" className="rounded border-l-4 border-danger bg-danger-soft p-3 text-sm">
          {refusal}
        </p>
      ) : null}
      <AdminTextField
        id="login-email"
        label={texts.email}
        labelClassName="font-medium"
        type="email"
        autoComplete="username"
        error={translateMessage(validation, formState.errors.email?.message)}
        registration={register('email')}
      />
      <AdminTextField
        id="login-password"
        label={texts.password}
        labelClassName="font-medium"
        type="password"
        autoComplete="current-password"
        error={translateMessage(validation, formState.errors.password?.message)}
        registration={register('password')}
      />
      {askCode ? (
        <div>
          <AdminTextField
            id="login-otp"
            label={texts.otp}
            labelClassName="font-medium"
            autoComplete="one-time-code"
            error={translateMessage(validation, formState.errors.otp?.message)}
            registration={register('otp')}
          />
          <p className="text-sm text-muted">{texts.otpHint}</p>
        </div>
      ) : null}
      <SubmitButton busy={formState.isSubmitting} label={texts.submit} busyLabel={texts.submitting} />
    </form>
  );
}
