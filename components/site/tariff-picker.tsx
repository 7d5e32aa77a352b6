'use client';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTexts, type Translate } from '@/components/ui/texts-provider';
import { formatMoney } from '@/lib/format/money';
import { rankTariffs, type FitReason, type PickerParams, type RankableTariff } from '@/lib/tariffs/rank';
import { ConnectButton } from './connect-button';
import { pickerParamsInForm, sameParams } from './picker-params-in-form';

/** A tariff as the picker needs it: ranking fields plus its name. */
export type PickerTariff = RankableTariff & { name: string };

type Props = { tariffs: PickerTariff[]; currency: string; connectLabel: string; connectLabels: Record<string, string> };

const INITIAL: PickerParams = { place: 'home', speed: 50, unlimited: false, devices: 3, hours: 6, traffic: 100 };

function reasonText(t: Translate<'TariffPicker'>, reason: FitReason): string {
  switch (reason.code) {
    case 'speed': return t('reasons.speed', { speed: reason.speed, needed: reason.needed });
    case 'devices': return t('reasons.devices', { devices: reason.devices, needed: reason.needed });
    case 'allDay': return t('reasons.allDay', { hours: reason.hours, minSpeed: reason.minSpeed });
    case 'unlimited': return t('reasons.unlimited');
    case 'limit': return t('reasons.limit', { limit: reason.limit, traffic: reason.traffic });
    case 'cheapest': return t('reasons.cheapest');
  }
}

/** The 'choose your parameters' picker: ranks the tariffs that fit as the visitor types, and says why. */
export function TariffPicker({ tariffs, currency, connectLabel, connectLabels }: Props) {
  const t = useTexts('TariffPicker');
  const id = useId();
  const [params, setParams] = useState(INITIAL);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // Once, right after hydration: keep what the visitor set before the scripts ran.
    const early = form.current && pickerParamsInForm(form.current);
    if (early && !sameParams(early, INITIAL)) setParams(early);
  }, []);
  const ranked = useMemo(() => rankTariffs(tariffs, params), [tariffs, params]);
  const number = (key: 'speed' | 'devices' | 'hours' | 'traffic', min: number, max: number) => (
    <label className="flex flex-col gap-1 text-sm font-medium" htmlFor={`${id}-${key}`}>
      {t(key)}
      <input
        id={`${id}-${key}`}
        name={key}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={Number.isFinite(params[key]) ? params[key] : ''}
        onChange={(e) => setParams({ ...params, [key]: e.target.valueAsNumber })}
        className="rounded-lg border border-line-strong px-3 py-2 text-base"
      />
    </label>
  );
  return (
    <div>
      <form ref={form} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" onSubmit={(e) => e.preventDefault()}>
        <fieldset className="flex flex-col gap-1 text-sm font-medium">
          <legend className="mb-1">{t('place')}</legend>
          <div className="flex gap-4">
            {(['home', 'office'] as const).map((place) => (
              <label key={place} className="flex items-center gap-2 font-normal">
                <input type="radio" name="place" value={place} checked={params.place === place} onChange={() => setParams({ ...params, place })} />
                {t(place === 'home' ? 'placeHome' : 'placeOffice')}
              </label>
            ))}
          </div>
        </fieldset>
        {number('speed', 1, 1000)}
        <label className="flex flex-col gap-1 text-sm font-medium" htmlFor={`${id}-limit`}>
          {t('limit')}
          <select
            id={`${id}-limit`}
            name="limit"
            value={params.unlimited ? 'unlimited' : 'any'}
            onChange={(e) => setParams({ ...params, unlimited: e.target.value === 'unlimited' })}
            className="rounded-lg border border-line-strong px-3 py-2 text-base"
          >
            <option value="any">{t('limitAny')}</option>
            <option value="unlimited">{t('limitUnlimited')}</option>
          </select>
        </label>
        {number('devices', 1, 50)}
        {number('hours', 1, 24)}
        {number('traffic', 0, 10000)}
      </form>
      <p role="status" className="mt-4 font-semibold">
        {ranked.length ? t('results', { count: ranked.length }) : t('noResults')}
      </p>
      {ranked.length === 0 && <p className="text-sm text-muted">{t('noneHint')}</p>}
      <ol className="mt-3 grid gap-3 md:grid-cols-2" aria-label={t('title')}>
        {ranked.map(({ tariff, price, reasons }) => (
          <li key={tariff.code} className="flex flex-col gap-2 rounded-xl border border-brand-100 bg-brand-50 p-4">
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="text-lg font-bold text-brand-700">{tariff.name}</span>
              {price !== null && (
                <span className="font-semibold">
                  {tariff.abon_price !== null ? t('perMonth', { price: formatMoney(price, currency) }) : t('individualFrom', { price: formatMoney(price, currency) })}
                </span>
              )}
            </p>
            <p className="text-sm text-muted">{t('why')}:</p>
            <ul className="list-disc pl-5 text-sm">
              {reasons.map((reason) => (
                <li key={reason.code}>{reasonText(t, reason)}</li>
              ))}
            </ul>
            <div className="mt-auto">
              <ConnectButton code={tariff.code} name={tariff.name} label={connectLabel} accessibleName={connectLabels[tariff.code] ?? connectLabel} />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
