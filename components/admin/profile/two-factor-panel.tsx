'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '@/lib/http/api/client';
import { useNotifications } from '@/lib/ui-state/store/notifications';
import { AdminTextField } from '../admin-text-field';
import { SubmitButton } from '../submit-button';
import { showCallError } from './call-errors';
import { QrCode } from './qr-code';

/** The texts of the profile page (the AdminProfile namespace). */
export type ProfileTexts = Record<string, string>;

type Setup = { secret: string; otpauth_url: string };

/** Set-up: the QR code and the key, then the first code; answers the recovery codes to show. */
function EnableForm({
  setup,
  texts,
  onEnabled,
}: {
  setup: Setup;
  texts: ProfileTexts;
  onEnabled: (codes: string[]) => void;
}) {
  const { register, handleSubmit, formState, setError } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const submit = async ({ code }: { code: string }) => {
    try {
      onEnabled((await api.post<{ recovery_codes: string[] }>('user/2fa/enable', { code })).recovery_codes);
    } catch (error) {
      showCallError(error, setError, ['code']);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <p>{texts.scan}</p>
      <QrCode text={setup.otpauth_url} label={texts.qrLabel!} />
      <p>
        {texts.secret}:{' '}
        <code className="font-mono break-all" data-testid="totp-secret">
          {setup.secret}
        </code>
      </p>
      <form onSubmit={handleSubmit(submit)} noValidate className="flex max-w-sm flex-col gap-3">
        <AdminTextField
          id="totp-enable-code"
          label={texts.code!}
          autoComplete="one-time-code"
          error={formState.errors.code?.message}
          registration={register('code')}
        />
        <SubmitButton busy={formState.isSubmitting} label={texts.enable!} busyLabel={texts.enabling!} />
      </form>
    </div>
  );
}

/** Switching two-factor off: the password and a code. */
function DisableForm({ texts }: { texts: ProfileTexts }) {
  const router = useRouter();
  const { register, handleSubmit, formState, setError } = useForm<{ password: string; code: string }>({
    defaultValues: { password: '', code: '' },
  });
  const submit = async (values: { password: string; code: string }) => {
    try {
      await api.post('user/2fa/disable', values);
      useNotifications.getState().notify('success', texts.disabled!);
      router.refresh();
    } catch (error) {
      showCallError(error, setError, ['password', 'code']);
    }
  };
  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="flex max-w-sm flex-col gap-3">
      <h3 className="font-semibold">{texts.disableTitle}</h3>
      <AdminTextField
        id="totp-disable-password"
        label={texts.password!}
        type="password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        registration={register('password')}
      />
      <AdminTextField
        id="totp-disable-code"
        label={texts.disableCode!}
        autoComplete="one-time-code"
        error={formState.errors.code?.message}
        registration={register('code')}
      />
      <SubmitButton busy={formState.isSubmitting} label={texts.disable!} busyLabel={texts.disabling!} />
    </form>
  );
}

/** The two-factor part of the profile: its state, the set-up with the QR code, the recovery codes once, or switching it off. */
export function TwoFactorPanel({ enabled, texts }: { enabled: boolean; texts: ProfileTexts }) {
  const router = useRouter();
  const [setup, setSetup] = useState<Setup>();
  const [codes, setCodes] = useState<string[]>();
  const [starting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    try {
      setSetup(await api.post<Setup>('user/2fa/setup'));
    } catch (error) {
      showCallError(error, () => {}, []);
    } finally {
      setStarting(false);
    }
  };
  if (codes)
    return (
      <div className="flex flex-col gap-3">
        <p role="status">{texts.twoFactorOn}</p>
        <h3 className="font-semibold">{texts.recoveryTitle}</h3>
        <p>{texts.recoveryIntro}</p>
        <ul className="grid max-w-md grid-cols-1 gap-1 font-mono sm:grid-cols-2" data-testid="recovery-codes">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => router.refresh()}
          className="w-fit rounded border border-line-strong px-3 py-1"
        >
          {texts.done}
        </button>
      </div>
    );
  if (enabled)
    return (
      <div className="flex flex-col gap-4">
        <p>{texts.twoFactorOn}</p>
        <DisableForm texts={texts} />
      </div>
    );
  return (
    <div className="flex flex-col gap-3">
      <p>{texts.twoFactorOff}</p>
      {setup ? (
        <EnableForm setup={setup} texts={texts} onEnabled={setCodes} />
      ) : (
        <button
          type="button"
          onClick={start}
          disabled={starting}
          className="w-fit rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {starting ? texts.starting : texts.startSetup}
        </button>
      )}
    </div>
  );
}
