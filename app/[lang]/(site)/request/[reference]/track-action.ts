'use server';

import { headers } from 'next/headers';
import { z } from 'zod';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { clientIpOf } from '@/lib/platform/http/client-ip';
import { lookUpRequest } from '@/lib/visitors/tracking/lookup';
import { referenceField } from '@/lib/visitors/tracking/schemas';
import type { TrackState } from '@/lib/visitors/tracking/track-form';
import { phoneField } from '@/lib/platform/validation/phone';

const trackForm = z.object({ reference: referenceField, phone: z.string().max(64) });

/**
 * The tracker's phone form, posted (with or without JavaScript) so that the phone never travels
 * in a URL, a server log line or the browser's history; rate limited as the status call is.
 */
export async function trackRequest(_previous: TrackState, form: FormData): Promise<TrackState> {
  const input = trackForm.safeParse({ reference: form.get('reference'), phone: form.get('phone') ?? '' });
  if (!input.success) return { phone: '', message: 'notFound' };
  const { reference, phone } = input.data;
  const parsed = phoneField.safeParse(phone);
  if (!parsed.success)
    return { phone, phoneError: parsed.error.issues[0]?.message === 'invalidPhone' ? 'invalidPhone' : 'required' };
  try {
    const status = await lookUpRequest(clientIpOf(await headers()), reference, parsed.data);
    return status ? { phone, status } : { phone, message: 'notFound' };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'too_many') return { phone, message: 'tooMany' };
    throw error;
  }
}
