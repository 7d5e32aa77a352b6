'use client';

import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { loadApi } from '@/lib/http/api/load-client';
import { useConnection } from '@/lib/ui-state/store/connection';
import { useSite } from '@/lib/ui-state/store/site';
import { reportFailure } from '@/components/ui/report-failure';
import { errorText, formResolver } from '@/lib/platform/validation/form-errors';
import type { onlineRequestSchema, OnlineRequestInput } from '@/lib/visitors/forms/online-request-schema';
import type { ConnectionRequestTexts } from '@/lib/visitors/forms/connection-request-texts';
import { FormField, inputClass, secondaryButtonClass } from '@/components/ui/form-field';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { AddressFields } from './address-fields';
import { CaptchaAndSubmit } from './captcha-and-submit';
import { SentNotice } from './sent-notice';
import { SentReference } from './request-tracker/sent-reference';
import { useConfirmedSend } from './use-confirmed-send';

/** Texts the modal needs, fetched by the launcher when the request opens. */
export type ModalTexts = ConnectionRequestTexts;
type Output = z.output<typeof onlineRequestSchema>;
type Tariff = { code: string; name: { rus: string; uzb: string } };
type PollOption = { code: string; label: string };
type PromoAnswer = { state: 'valid' | 'expired' | 'unknown'; message: string; description?: string };

type Name = 'name' | 'phone' | 'extra_phone' | 'email' | 'city' | 'login' | 'company';
type Field = { name: Name; label: string; type?: string; autoComplete?: string };
/** What is needed to call back; the address is asked by AddressFields between them. */
const REQUIRED: Field[] = [
  { name: 'name', label: 'name', autoComplete: 'name' },
  { name: 'phone', label: 'phone', type: 'tel', autoComplete: 'tel' },
];
const OPTIONAL: Field[] = [
  { name: 'extra_phone', label: 'extraPhone', type: 'tel' },
  { name: 'email', label: 'email', type: 'email', autoComplete: 'email' },
  { name: 'login', label: 'login', autoComplete: 'username' },
  { name: 'company', label: 'company', autoComplete: 'organization' },
];
/** The folded fields: opened when the server or the schema finds one of them wrong, so its error is seen. */
const FOLDED = ['extra_phone', 'email', 'login', 'company', 'message', 'promo', 'poll'] as const;

/**
 * The connection request (SPEC §2–4): only what is needed to call back is in view, the rest folded.
 * One Idempotency-Key per opened form, so a double click sends one request.
 */
export function ConnectionRequestModal({ texts }: { texts: ModalTexts }) {
  const t = texts.form;
  const lang = useSite((s) => s.lang);
  const { tariff, selected_address, setWantConnect } = useConnection();
  const [key] = useState(() => crypto.randomUUID());
  const [tariffs, setTariffs] = useState<Tariff[]>([]);
  const [poll, setPoll] = useState<PollOption[]>([]);
  const [promo, setPromo] = useState<PromoAnswer | null>(null);
  const [reference, setReference] = useState('');
  const form = useForm<OnlineRequestInput, unknown, Output>({
    resolver: formResolver(
      () => import('@/lib/visitors/forms/online-request-schema').then((m) => m.onlineRequestSchema),
      texts.validation,
    ),
    defaultValues: {
      tariff: tariff?.code ?? '',
      city: t.defaultCity,
      address: {
        district: selected_address?.district ?? '',
        street: selected_address?.street ?? '',
        house: selected_address?.building ?? '',
        apartment: '',
      },
      altcha: '',
    },
  });
  const { register, handleSubmit, getValues, setError, formState } = form;
  const { errors } = formState;
  const { done, reset, send } = useConfirmedSend(setError);
  register('altcha');

  useEffect(() => {
    loadApi()
      .then((api) => api.query<PollOption[]>('billing/application_poll'))
      .then(setPoll, (e) => reportFailure(e));
  }, []);

  useEffect(() => {
    if (tariff) return;
    loadApi()
      .then((api) => api.query<{ tariffs: Tariff[] }>('billing/tariffs'))
      .then(
        (d) => setTariffs(d.tariffs),
        (e) => reportFailure(e),
      );
  }, [tariff]);

  const checkPromo = async () => {
    const code = String(getValues('promo') ?? '').trim();
    if (!code) return;
    try {
      setPromo(await (await loadApi()).post<PromoAnswer>('check/promo', { promo: code }));
    } catch (error) {
      reportFailure(error, setError);
    }
  };

  const onSubmit = handleSubmit((values) =>
    send(async (api) => {
      const answer = await api.post<{ message: string; reference: string }>('billing/online_request', values, {
        'Idempotency-Key': key,
      });
      setReference(answer.reference);
      return answer;
    }),
  );

  const fieldError = (name: Name) => errorText(errors[name]?.message, texts.validation);
  const foldedError = FOLDED.some((name) => errors[name]);
  const input = (f: Field) => (
    <FormField
      key={f.name}
      id={`request-${f.name}`}
      label={t[f.label] ?? f.label}
      error={fieldError(f.name)}
      hint={f.name === 'phone' ? t.phoneHint : undefined}
    >
      {(d) => (
        <input
          id={`request-${f.name}`}
          type={f.type ?? 'text'}
          autoComplete={f.autoComplete}
          className={inputClass}
          aria-describedby={d}
          aria-invalid={Boolean(fieldError(f.name))}
          {...register(f.name)}
        />
      )}
    </FormField>
  );

  return (
    <ModalDialog title={t.title ?? ''} closeLabel={t.close ?? ''} onClose={() => setWantConnect(false)}>
      {done ? (
        <>
          <SentNotice message={done} />
          {reference ? <SentReference lang={lang} reference={reference} texts={texts.tracking} /> : null}
        </>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          <p className="sm:col-span-2 text-muted">{t.intro}</p>
          <div className="sm:col-span-2">
            {tariff ? (
              <p>
                <span className="font-medium">{t.tariff}:</span> {tariff.name}
              </p>
            ) : (
              <FormField
                id="request-tariff"
                label={t.tariff ?? ''}
                error={errorText(errors.tariff?.message, texts.validation)}
              >
                {(d) => (
                  <select
                    id="request-tariff"
                    className={inputClass}
                    aria-describedby={d}
                    aria-invalid={Boolean(errors.tariff)}
                    {...register('tariff')}
                  >
                    <option value="">{t.noTariff}</option>
                    {tariffs.map((x) => (
                      <option key={x.code} value={x.code}>
                        {x.name[lang]}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            )}
          </div>
          {REQUIRED.map(input)}
          <div className="sm:col-span-2">
            <AddressFields
              idPrefix="request"
              legend={t.addressLegend ?? ''}
              texts={t}
              validation={texts.validation}
              register={(n) => register(n)}
              errors={errors.address}
            />
          </div>
          {input({ name: 'city', label: 'city', autoComplete: 'address-level2' })}
          <details className="sm:col-span-2 rounded border border-line-strong p-3" open={foldedError || undefined}>
            <summary className="cursor-pointer font-semibold">{t.more}</summary>
            <div className="mt-3 grid gap-4 sm:grid-cols-2">
              {OPTIONAL.map(input)}
              <div className="sm:col-span-2">
                <TextAreaField
                  id="request-message"
                  label={t.message ?? ''}
                  rows={3}
                  error={errorText(errors.message?.message, texts.validation)}
                  field={register('message')}
                />
              </div>
              <div className="sm:col-span-2">
                <FormField
                  id="request-promo"
                  label={t.promo ?? ''}
                  error={errorText(errors.promo?.message, texts.validation)}
                >
                  {(d) => (
                    <div className="flex gap-2">
                      <input
                        id="request-promo"
                        className={inputClass}
                        aria-describedby={d}
                        aria-invalid={Boolean(errors.promo)}
                        {...register('promo', { onChange: () => setPromo(null) })}
                      />
                      <button type="button" className={secondaryButtonClass} onClick={checkPromo}>
                        {t.checkPromo}
                      </button>
                    </div>
                  )}
                </FormField>
                {promo && (
                  <p role="status" className={promo.state === 'valid' ? 'text-success-strong' : 'text-warning-strong'}>
                    {promo.message} {promo.description}
                  </p>
                )}
              </div>
              <div className="sm:col-span-2">
                <FormField
                  id="request-poll"
                  label={t.poll ?? ''}
                  error={errorText(errors.poll?.message, texts.validation)}
                >
                  {(d) => (
                    <select id="request-poll" className={inputClass} aria-describedby={d} {...register('poll')}>
                      <option value="">{t.pollChoose}</option>
                      {poll.map((o) => (
                        <option key={o.code} value={o.code}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
              </div>
            </div>
          </details>
          <CaptchaAndSubmit
            form={form}
            captcha={texts.captcha}
            texts={t}
            validation={texts.validation}
            reset={reset}
            span="sm:col-span-2"
          />
        </form>
      )}
    </ModalDialog>
  );
}
