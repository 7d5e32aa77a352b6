'use client';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTexts } from '@/components/ui/texts-provider';
import { useTariffFilter } from '@/lib/store/tariff-filter';
import { rankTariffs, type PickerParams, type RankableTariff } from '@/lib/tariffs/rank';
import { pickerParamsInForm, sameParams } from './picker-params-in-form';

type Props = { tariffs: RankableTariff[]; placeLabels: { legend: string; home: string; office: string } };

const INITIAL: PickerParams = { place: 'home', speed: 50, unlimited: false, devices: 3, hours: 6, traffic: 100 };
type NumberKey = 'speed' | 'devices' | 'hours' | 'traffic';
const FIELDS: [NumberKey, number, number][] = [
  ['speed', 1, 1000],
  ['devices', 1, 50],
  ['hours', 1, 24],
  ['traffic', 0, 10000],
];

/**
 * The 'choose your parameters' filter at the top of the tariff page. Its home/office radios are the
 * page's toggle (the cards of the other kind are hidden by CSS, so it works before the scripts run);
 * once the visitor sets a parameter, only the tariffs that fit stay shown, in place.
 */
export function TariffPicker({ tariffs, placeLabels }: Props) {
  const t = useTexts('TariffPicker');
  const id = useId();
  const [params, setParams] = useState(INITIAL);
  const [active, setActive] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const setShown = useTariffFilter((s) => s.setShown);
  useEffect(() => {
    // Once, right after hydration: keep what the visitor set before the scripts ran.
    const early = form.current && pickerParamsInForm(form.current);
    if (!early || sameParams(early, INITIAL)) return;
    setParams(early);
    if (!sameParams({ ...early, place: INITIAL.place }, INITIAL)) setActive(true);
  }, []);
  const ranked = useMemo(() => rankTariffs(tariffs, params), [tariffs, params]);
  useEffect(() => {
    setShown(active ? new Set(ranked.map((r) => r.tariff.code)) : null);
  }, [active, ranked, setShown]);
  useEffect(() => () => setShown(null), [setShown]);
  const change = (next: Partial<PickerParams>) => {
    setParams({ ...params, ...next });
    setActive(true);
  };
  const reset = () => {
    setParams({ ...INITIAL, place: params.place });
    setActive(false);
  };
  return (
    <form
      ref={form}
      onSubmit={(e) => e.preventDefault()}
      onReset={(e) => {
        e.preventDefault();
        reset();
      }}
    >
      <fieldset>
        <legend className="mb-1 text-sm font-medium">{placeLabels.legend}</legend>
        <div className="inline-flex rounded-lg border border-brand-600 p-1">
          {(['home', 'office'] as const).map((place) => (
            <label key={place} className="cursor-pointer">
              <input
                type="radio"
                name="place"
                value={place}
                id={`kind-${place}`}
                checked={params.place === place}
                onChange={() => setParams({ ...params, place })}
                className="peer sr-only"
              />
              <span className="block rounded-md px-4 py-2 font-semibold text-brand-700 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-accent-500">
                {place === 'home' ? placeLabels.home : placeLabels.office}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {/* The limit select is wider: its options are phrases, the other fields hold short numbers. */}
      <div className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,1.5fr)]">
        {FIELDS.map(([key, min, max]) => (
          <label
            key={key}
            className="flex flex-col justify-end gap-1 text-sm font-medium text-balance"
            htmlFor={`${id}-${key}`}
          >
            {t(key)}
            <input
              id={`${id}-${key}`}
              name={key}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              value={Number.isFinite(params[key]) ? params[key] : ''}
              onChange={(e) => change({ [key]: e.target.valueAsNumber })}
              className="w-full min-w-0 rounded-lg border border-line-field px-3 py-2 text-base"
            />
          </label>
        ))}
        <label
          className="col-span-2 flex flex-col justify-end gap-1 text-sm font-medium lg:col-span-1"
          htmlFor={`${id}-limit`}
        >
          {t('limit')}
          <select
            id={`${id}-limit`}
            name="limit"
            value={params.unlimited ? 'unlimited' : 'any'}
            onChange={(e) => change({ unlimited: e.target.value === 'unlimited' })}
            className="w-full min-w-0 rounded-lg border border-line-field px-3 py-2 text-base"
          >
            <option value="any">{t('limitAny')}</option>
            <option value="unlimited">{t('limitUnlimited')}</option>
          </select>
        </label>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1">
        <p role="status" className="font-semibold">
          {!active ? t('filterOff') : ranked.length ? t('results', { count: ranked.length }) : t('noResults')}
        </p>
        {active && (
          <button type="reset" className="text-sm font-semibold text-brand-700 underline">
            {t('reset')}
          </button>
        )}
      </div>
      {active && ranked.length === 0 && <p className="text-sm text-muted">{t('noneHint')}</p>}
    </form>
  );
}
