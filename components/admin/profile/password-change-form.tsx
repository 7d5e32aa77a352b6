'use client';

import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { api } from '@/lib/http/api/client';
import { useNotifications } from '@/lib/ui-state/store/notifications';
import { AdminTextField } from '../admin-text-field';
import { SubmitButton } from '../submit-button';
import { showCallError } from './call-errors';
import type { ProfileTexts } from './two-factor-panel';

type Values = { current: string; new: string };

/** The own password change: the current password and the new one; the other sessions end (the list is reloaded). */
export function PasswordChangeForm({ texts }: { texts: ProfileTexts }) {
  const router = useRouter();
  const { register, handleSubmit, formState, setError, reset } = useForm<Values>({
    defaultValues: { current: '', new: '' },
  });
  const submit = async (values: Values) => {
    try {
      await api.post('user/password', values);
      reset();
      useNotifications.getState().notify('success', texts.passwordChanged!);
      router.refresh();
    } catch (error) {
      showCallError(error, setError, ['current', 'new']);
    }
  };
  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="flex max-w-sm flex-col gap-3">
      <AdminTextField
        id="own-current-password"
        label={texts.currentPassword!}
        type="password"
        autoComplete="current-password"
        error={formState.errors.current?.message}
        registration={register('current')}
      />
      <AdminTextField
        id="own-new-password"
        label={texts.newPassword!}
        type="password"
        autoComplete="new-password"
        error={formState.errors.new?.message}
        registration={register('new')}
      />
      <SubmitButton busy={formState.isSubmitting} label={texts.changePassword!} busyLabel={texts.changing!} />
    </form>
  );
}
