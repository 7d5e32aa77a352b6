'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { loadApi } from '@/lib/api/load-client';
import type { Lang } from '@/lib/i18n/locales';
import { useConnection } from '@/lib/store/connection';
import { useSite, type Address } from '@/lib/store/site';
import { reportFailure } from '@/components/ui/report-failure';
import { buttonClass, inputClass, secondaryButtonClass } from '@/components/ui/form-field';
import { ChoiceSelect } from './choice-select';
import { CoverageResults } from './coverage-results';
import { useValueChosenEarly } from '@/components/ui/use-value-chosen-early';
import type { InterestTexts } from './interest-form';

// Loaded only when an address has no service, so the check itself stays light.
const InterestForm = dynamic(() => import('./interest-form').then((m) => m.InterestForm));

/** The regions, and the districts of the first (default) city, rendered with the page. */
export type CoverageStart = { regions: string[]; city: string; districts: string[] };
type Props = {
  lang: Lang;
  texts: Record<string, string>;
  start: CoverageStart;
  interest: InterestTexts;
  /** The district and house of a check sent without script (the page answers it under the form). */
  sent?: { district: string; house: string };
  /** The button that sends the check when script is off. */
  sendLabel: string;
};

/**
 * Coverage check (SPEC §4): city → district → building → pick an address → in coverage or 'not found?'.
 * Without script the district and house are a GET form to the page, which lists the houses itself.
 */
export function CoverageCheck({ lang, texts, start, interest, sent, sendLabel }: Props) {
  const router = useRouter();
  const { regions, districts, addresses_by_districts, setRegions, setDistricts, setDistrictAddresses } = useSite();
  const { selected_address, selectAddress, clearAddress, setWantConnect } = useConnection();
  const [city, setCity] = useState(start.city);
  const [district, setDistrict] = useState(sent?.district ?? '');
  const [building, setBuilding] = useState(sent?.house ?? '');
  const citySelect = useRef<HTMLSelectElement>(null);
  const districtSelect = useRef<HTMLSelectElement>(null);
  const buildingInput = useRef<HTMLInputElement>(null);
  useValueChosenEarly(citySelect, city, setCity);
  useValueChosenEarly(districtSelect, district, setDistrict);
  useValueChosenEarly(buildingInput, building, setBuilding);

  // The page brings the regions and the default city's districts; only another city's districts are fetched.
  useEffect(() => setRegions(start.regions), [start.regions, setRegions]);
  useEffect(() => {
    if (!city) return;
    if (city === start.city) {
      setDistricts(start.districts);
      return;
    }
    loadApi()
      .then((api) => api.post<string[]>('addresses/level/1', { region_name: city }))
      .then(setDistricts, (e) => reportFailure(e));
  }, [city, start, setDistricts]);
  const regionList = regions.length ? regions : start.regions;
  // No region chosen: no districts (the store may still hold another region's).
  const districtList = !city ? [] : districts.length || city !== start.city ? districts : start.districts;
  useEffect(() => {
    if (!district || addresses_by_districts[district]) return;
    loadApi()
      .then((api) => api.query<Address[]>('addresses/level/2', { district }))
      .then(
        (list) => setDistrictAddresses(district, list),
        (e) => reportFailure(e),
      );
  }, [district, addresses_by_districts, setDistrictAddresses]);

  const all = district ? addresses_by_districts[district] : undefined;
  const matches = (all ?? []).filter(
    (a) => !building.trim() || a.building.toLowerCase().startsWith(building.trim().toLowerCase()),
  );
  const notFound =
    (selected_address && !selected_address.in_coverage) ||
    (!selected_address && building.trim() !== '' && all !== undefined && matches.length === 0);
  const label = (a: Address) => `${a.street}, ${a.building}`;

  const recheck = () => {
    clearAddress();
    setBuilding('');
    buildingInput.current?.focus();
  };
  // an address no technology reaches yet goes straight to the request, as a tariff card's button does
  const request = (a: Address) => {
    selectAddress(a);
    setWantConnect(true);
  };
  const proceed = () => {
    setWantConnect(true);
    router.push(`/${lang}/tariff`);
  };

  return (
    <div className="flex flex-col gap-6">
      <form
        method="get"
        action={`/${lang}/coverage_area`}
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-4 sm:grid-cols-3"
      >
        <ChoiceSelect
          id="coverage-city"
          ref={citySelect}
          label={texts.city}
          placeholder={texts.chooseRegion}
          options={regionList}
          value={city}
          onChange={(value) => {
            setCity(value);
            setDistrict('');
            clearAddress();
          }}
        />
        <ChoiceSelect
          id="coverage-district"
          ref={districtSelect}
          name="district"
          label={texts.district}
          placeholder={texts.chooseDistrict}
          options={districtList}
          value={district}
          onChange={(value) => {
            setDistrict(value);
            clearAddress();
          }}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="coverage-building" className="font-medium">
            {texts.building}
          </label>
          <input
            id="coverage-building"
            ref={buildingInput}
            name="house"
            className={inputClass}
            value={building}
            inputMode="text"
            onChange={(e) => setBuilding(e.target.value)}
          />
        </div>
        {/* with script the list follows every keystroke, so the button is needed only without it */}
        <noscript>
          <button type="submit" className={buttonClass}>
            {sendLabel}
          </button>
        </noscript>
      </form>

      {district && !all && <p role="status">{texts.loading}</p>}
      {all && matches.length > 0 && !selected_address && (
        <CoverageResults matches={matches} texts={texts} onChoose={selectAddress} onRequest={request} />
      )}

      {selected_address && (
        <div className="flex flex-wrap items-center gap-3">
          <p>{texts.selected?.replace('{address}', label(selected_address))}</p>
          <button type="button" className="text-brand-700 underline" onClick={recheck}>
            {texts.clear}
          </button>
        </div>
      )}

      {selected_address?.in_coverage && (
        <div role="status" className="rounded border-l-4 border-success bg-success-soft p-4">
          <p className="text-xl font-bold text-success-strong">{texts.inCoverage}</p>
          <p>{texts.inCoverageText?.replace('{technology}', selected_address.technology ?? '')}</p>
          <button type="button" className={`${buttonClass} mt-3`} onClick={proceed}>
            {texts.continue}
          </button>
        </div>
      )}

      {notFound && (
        <section
          role="status"
          aria-labelledby="coverage-not-found"
          className="rounded border-l-4 border-warning bg-warning-soft p-4"
        >
          <h2 id="coverage-not-found" className="text-xl font-bold">
            {texts.notFoundTitle}
          </h2>
          <p>{texts.notFoundText}</p>
          <h3 className="mt-3 font-semibold">{texts.adsl}</h3>
          <p>{texts.adslText}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className={secondaryButtonClass} onClick={recheck}>
              {texts.recheck}
            </button>
            <button type="button" className={buttonClass} onClick={proceed}>
              {texts.continue}
            </button>
          </div>
          <InterestForm
            {...interest}
            address={{
              district: selected_address?.district ?? district,
              street: selected_address?.street ?? '',
              house: selected_address?.building ?? building.trim(),
            }}
          />
        </section>
      )}
    </div>
  );
}
