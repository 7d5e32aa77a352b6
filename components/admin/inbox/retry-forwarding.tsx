'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { api } from '@/lib/http/api/client';
import { reportFailure } from '@/components/ui/report-failure';
import { useNotifications } from '@/lib/ui-state/store/notifications';

/** Texts of the retry button. */
export type RetryTexts = { retry: string; retrying: string; retried: string };

/** Sends a pending or failed request to billing now (the same reference, so billing never gets it twice). */
export function RetryForwarding({ id, texts }: { id: number; texts: RetryTexts }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await api.post('adm/requests/retry', { id });
      useNotifications.getState().notify('success', texts.retried);
      router.refresh();
    } catch (error) {
      reportFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={retry}
      disabled={busy}
      className="self-start rounded border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
    >
      {busy ? texts.retrying : texts.retry}
    </button>
  );
}
