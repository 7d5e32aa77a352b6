'use client';
import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { loadApi } from '@/lib/http/api/load-client';
import { reportFailure } from '@/components/ui/report-failure';

type Api = Awaited<ReturnType<typeof loadApi>>;

/**
 * Sends a visitor's captcha-protected form. `done` holds the server's confirmation once it is sent;
 * a failure is reported under the fields, and `reset` grows so the captcha fetches a fresh challenge
 * (the one just spent would be refused).
 */
export function useConfirmedSend<T extends FieldValues>(setError: UseFormSetError<T>) {
  const [done, setDone] = useState('');
  const [reset, setReset] = useState(0);
  const send = async (post: (api: Api) => Promise<{ message: string }>) => {
    try {
      setDone((await post(await loadApi())).message);
    } catch (error) {
      reportFailure(error, setError);
      setReset((n) => n + 1);
    }
  };
  return { done, reset, send };
}
