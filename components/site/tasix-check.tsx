'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { loadApi } from '@/lib/http/api/load-client';
import { reportFailure } from '@/components/ui/report-failure';
import { errorText, formResolver, type ValidationTexts } from '@/lib/platform/validation/form-errors';
import type { tasixTargetSchema } from '@/lib/visitors/tasix/target-schema';
import { FormField, buttonClass, inputClass } from '@/components/ui/form-field';

type Result = {
  target: string;
  own: boolean;
  inside: boolean;
  addresses: { ip: string; inside: boolean }[];
  list_date: string | null;
};
type Props = { texts: Record<string, string>; validation: ValidationTexts };
type Input = z.input<typeof tasixTargetSchema>;
type Output = z.output<typeof tasixTargetSchema>;

const formatDate = (iso: string) => new Date(iso).toLocaleDateString('ru-RU', { timeZone: 'Asia/Tashkent' });

function ResultView({ result, texts }: { result: Result; texts: Record<string, string> }) {
  if (result.addresses.length === 0) return <p>{result.own ? texts.unknownIp : texts.noRecords}</p>;
  return (
    <ul className="flex flex-col gap-1">
      {result.addresses.map((a) => (
        <li key={a.ip} className={a.inside ? 'font-semibold text-success-strong' : 'font-semibold text-danger-strong'}>
          {(a.inside ? texts.inside : texts.outside)?.replace('{ip}', a.ip)}
        </li>
      ))}
    </ul>
  );
}

/**
 * TAS-IX check: the visitor's own connection when they ask for it (the page is cached and shared,
 * so nothing is fetched until then), and any domain or IP they type.
 */
export function TasixCheck({ texts, validation }: Props) {
  const [own, setOwn] = useState<Result | null>(null);
  const [checked, setChecked] = useState<Result | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: formResolver(
      () => import('@/lib/visitors/tasix/target-schema').then((m) => m.tasixTargetSchema),
      validation,
    ),
    defaultValues: { target: '' },
  });

  const [checkingOwn, setCheckingOwn] = useState(false);
  const checkOwn = async () => {
    setCheckingOwn(true);
    try {
      setOwn(await (await loadApi()).query<Result>('tasix/check'));
    } catch (error) {
      reportFailure(error);
    } finally {
      setCheckingOwn(false);
    }
  };

  const onSubmit = handleSubmit(async ({ target }) => {
    setChecked(null);
    try {
      setChecked(await (await loadApi()).query<Result>('tasix/check', { target }));
    } catch (error) {
      reportFailure(error, setError);
    }
  });

  const listDate = checked?.list_date ?? own?.list_date;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="own-ip" className="rounded-xl bg-brand-50 p-4">
        <h2 id="own-ip" className="font-semibold">
          {texts.yourIp}
        </h2>
        <div role="status" aria-live="polite">
          {own && <ResultView result={own} texts={texts} />}
        </div>
        {!own && (
          <button type="button" onClick={checkOwn} disabled={checkingOwn} className={`${buttonClass} mt-2`}>
            {checkingOwn ? texts.checkingOwn : texts.checkOwn}
          </button>
        )}
      </section>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <FormField
            id="tasix-target"
            label={texts.target ?? ''}
            error={errorText(formState.errors.target?.message, validation)}
          >
            {(d) => (
              <input
                id="tasix-target"
                className={inputClass}
                aria-describedby={d}
                aria-invalid={Boolean(formState.errors.target)}
                {...register('target')}
              />
            )}
          </FormField>
        </div>
        <button type="submit" className={`${buttonClass} sm:mt-7`} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? texts.checking : texts.check}
        </button>
      </form>
      <div role="status" aria-live="polite">
        {checked && <ResultView result={checked} texts={texts} />}
      </div>
      {listDate && <p className="text-sm text-muted">{texts.listDate?.replace('{date}', formatDate(listDate))}</p>}
    </div>
  );
}
