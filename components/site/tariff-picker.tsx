'use client';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTexts } from '@/components/ui/texts-provider';
import { useTariffFilter } from '@/lib/ui-state/store/tariff-filter';
import { rankTariffs, type PickerParams, type RankableTariff, type RankedTariff } from '@/lib/visitors/tariffs/rank';
import { pickerParamsInForm, sameParams } from './picker-params-in-form';

type Props = { placeLabels: { legend: string; home: string; office: string } };

// Every number starts empty (NaN, as an empty field's valueAsNumber): the cards below are all shown
// until the visitor asks for something, and the fields say so instead of showing values nobody chose.
const INITIAL: PickerParams = {
  place: 'home',
  speed: Number.NaN,
  unlimited: false,
  devices: Number.NaN,
  hours: Number.NaN,
  traffic: Number.NaN,
};
type NumberKey = 'speed' | 'devices' | 'hours' | 'traffic';
const FIELDS: [NumberKey, number, number][] = [
  ['speed', 1, 1000],
  ['devices', 1, 50],
  ['hours', 1, 24],
  ['traffic', 0, 10000],
];

// One empty ranking while the filter is off, so switching home and office alone changes no ranking.
const NOT_RANKED: RankedTariff<RankableTariff>[] = [];

/**
 * The 'choose your parameters' filter at the top of the tariff page. Its home/office radios are the
 * page's toggle (the cards of the other kind are hidden by CSS, so it works before the scripts run);
 * once the visitor sets a parameter, only the tariffs that fit stay shown, in place. It ranks the
 * tariffs the page's card lists offer (TariffCardList with a kind).
 */
export function TariffPicker({ placeLabels }: Props) {
  const t = useTexts('TariffPicker');
  const id = useId();
  const [params, setParams] = useState(INITIAL);
  // The filter is on while any need is stated; clearing every field turns it off again.
  const active = !sameParams({ ...params, place: INITIAL.place }, INITIAL);
  const form = useRef<HTMLFormElement>(null);
  const setShown = useTariffFilter((s) => s.setShown);
  const offered = useTariffFilter((s) => s.offered);
  const tariffs = useMemo(() => [...offered.home, ...offered.corp], [offered]);
  useEffect(() => {
    // Once, right after hydration: keep what the visitor set before the scripts ran.
    const early = form.current && pickerParamsInForm(form.current);
    if (!early || sameParams(early, INITIAL)) return;
    setParams(early);
  }, []);
  const ranked = useMemo(() => (active ? rankTariffs(tariffs, params) : NOT_RANKED), [active, tariffs, params]);
  useEffect(() => {
    setShown(active ? new Set(ranked.map((r) => r.tariff.code)) : null);
  }, [active, ranked, setShown]);
  useEffect(() => () => setShown(null), [setShown]);
  // While no need is stated the place is only the radios' own state: switching home and office then
  // renders nothing here (the lists swap by CSS), and the place is read back when ranking starts.
  const place = (): PickerParams['place'] =>
    (form.current?.elements.namedItem('place') as RadioNodeList | null)?.value === 'office' ? 'office' : 'home';
  const change = (next: Partial<PickerParams>) => setParams({ ...params, place: place(), ...next });
  const reset = () => setParams({ ...INITIAL, place: place() });
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
          {(['home', 'office'] as const).map((value) => (
            <label key={value} className="cursor-pointer">
              <input
                type="radio"
                name="place"
                value={value}
                id={`kind-${value}`}
                defaultChecked={value === INITIAL.place}
                onChange={() => active && change({ place: value })}
                className="peer sr-only"
              />
              <span className="block rounded-md px-4 py-2 font-semibold text-brand-700 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-accent-500">
                {value === 'home' ? placeLabels.home : placeLabels.office}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {/* Each field is a subgrid of two rows, so the labels share one row and the fields the next, level at every width. */}
      <div className="mt-4 grid grid-cols-2 gap-x-3 gap-y-1 lg:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,1.5fr)]">
        {FIELDS.map(([key, min, max]) => (
          <label
            key={key}
            className="row-span-2 grid grid-rows-subgrid gap-1 pb-2 text-sm font-medium"
            htmlFor={`${id}-${key}`}
          >
            <span className="self-end">{t(key)}</span>
            <input
              id={`${id}-${key}`}
              name={key}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              value={Number.isFinite(params[key]) ? params[key] : ''}
              onChange={(e) => change({ [key]: e.target.valueAsNumber })}
              className="control min-w-0"
            />
          </label>
        ))}
        <label
          className="col-span-2 row-span-2 grid grid-rows-subgrid gap-1 pb-2 text-sm font-medium lg:col-span-1"
          htmlFor={`${id}-limit`}
        >
          <span className="self-end">{t('limit')}</span>
          <select
            id={`${id}-limit`}
            name="limit"
            value={params.unlimited ? 'unlimited' : 'any'}
            onChange={(e) => change({ unlimited: e.target.value === 'unlimited' })}
            className="control min-w-0"
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
          <button type="reset" className="text-sm link-strong">
            {t('reset')}
          </button>
        )}
      </div>
      {active && ranked.length === 0 && <p className="text-sm text-muted">{t('noneHint')}</p>}
    </form>
  );
}
