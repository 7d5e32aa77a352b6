'use client';

import { useEffect, useRef, useState } from 'react';
import { loadApi } from '@/lib/http/api/load-client';
import type { Lang } from '@/lib/platform/i18n/locales';
import { matchHouses, matchStreets, streetsOf } from '@/lib/content/sections/coverage-area/house-match';
import { useConnection } from '@/lib/ui-state/store/connection';
import { useSite, type Address } from '@/lib/ui-state/store/site';
import { reportFailure } from '@/components/ui/report-failure';
import { useValueChosenEarly } from '@/components/ui/use-value-chosen-early';
import { ChoiceSelect } from './choice-select';
import { CoverageInCoverage } from './coverage-in-coverage';
import { CoverageNotFound } from './coverage-not-found';
import { CoverageResults } from './coverage-results';
import { CoverageStreetField } from './coverage-street-field';
import type { InterestTexts } from './interest-form';

/** The regions, and the districts of the first (default) city, rendered with the page. */
export type CoverageStart = { regions: string[]; city: string; districts: string[] };
type Props = {
  lang: Lang;
  texts: Record<string, string>;
  search: Record<string, string>;
  start: CoverageStart;
  interest: InterestTexts;
  /** The district, street and house of a check sent without script, and that district's streets. */
  sent?: { district: string; street: string; house: string; streets: string[] };
  /** The button that sends the check when script is off. */
  sendLabel: string;
};

/**
 * Coverage check (SPEC §4): city → district → street (suggested from the district's streets) → house;
 * only the matching houses are listed, in natural order. Without script the same fields are a GET form
 * to the page, which answers it itself.
 */
export function CoverageCheck({ lang, texts, search, start, interest, sent, sendLabel }: Props) {
  const { regions, districts, addresses_by_districts, setRegions, setDistricts, setDistrictAddresses } = useSite();
  const { selected_address, selectAddress, clearAddress, setWantConnect } = useConnection();
  const [city, setCity] = useState(start.city);
  const [district, setDistrict] = useState(sent?.district ?? '');
  const [street, setStreet] = useState(sent?.street ?? '');
  const [house, setHouse] = useState(sent?.house ?? '');
  const citySelect = useRef<HTMLSelectElement>(null);
  const districtSelect = useRef<HTMLSelectElement>(null);
  const streetInput = useRef<HTMLInputElement>(null);
  const houseInput = useRef<HTMLInputElement>(null);
  useValueChosenEarly(citySelect, city, setCity);
  useValueChosenEarly(districtSelect, district, setDistrict);
  useValueChosenEarly(streetInput, street, setStreet);
  useValueChosenEarly(houseInput, house, setHouse);

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
  const streets = all ? streetsOf(all) : district === sent?.district ? sent.streets : [];
  const typedStreet = street.trim();
  const matches = all && typedStreet ? matchHouses(all, typedStreet, house.trim()) : [];
  const searchedNothing =
    all !== undefined &&
    typedStreet !== '' &&
    (house.trim() !== '' ? matches.length === 0 : matchStreets(streets, typedStreet).length === 0);
  const notFound = selected_address ? !selected_address.in_coverage : searchedNothing;

  const recheck = () => {
    clearAddress();
    setHouse('');
    houseInput.current?.focus();
  };
  const connect = (a: Address) => {
    selectAddress(a);
    setWantConnect(true);
  };
  const matchedStreets = matchStreets(streets, typedStreet);

  return (
    <div className="flex flex-col gap-6">
      <form method="get" action={`/${lang}/coverage_area`} onSubmit={(event) => event.preventDefault()}>
        <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4">
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
          <CoverageStreetField
            ref={streetInput}
            label={search.street}
            hint={search.streetHint}
            streets={streets}
            value={street}
            onChange={(value) => {
              setStreet(value);
              clearAddress();
            }}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor="coverage-building" className="font-medium">
              {search.house}
            </label>
            <input
              id="coverage-building"
              ref={houseInput}
              name="house"
              className="control"
              value={house}
              inputMode="text"
              autoComplete="off"
              onChange={(e) => {
                setHouse(e.target.value);
                clearAddress();
              }}
            />
          </div>
        </div>
        {/* with script the list follows every keystroke, so the button is needed only without it */}
        <noscript>
          <button type="submit" className="btn btn-primary mt-4">
            {sendLabel}
          </button>
        </noscript>
      </form>

      {district && !all && <p role="status">{texts.loading}</p>}
      {!selected_address && !notFound && matches.length === 0 && all && (
        <p className="text-muted">{search.enterStreet}</p>
      )}
      {!selected_address && matches.length > 0 && (
        <CoverageResults matches={matches} texts={texts} search={search} onConnect={connect} onNotify={selectAddress} />
      )}
      {selected_address?.in_coverage && (
        <CoverageInCoverage
          address={selected_address}
          texts={texts}
          onContinue={() => setWantConnect(true)}
          onRecheck={recheck}
        />
      )}
      {notFound && (
        <CoverageNotFound
          lang={lang}
          texts={texts}
          search={search}
          interest={interest}
          adsl={selected_address?.technology === 'ADSL'}
          address={{
            district: selected_address?.district ?? district,
            street: selected_address?.street ?? (matchedStreets.length === 1 ? matchedStreets[0]! : typedStreet),
            house: selected_address?.building ?? house.trim(),
          }}
          onRecheck={recheck}
        />
      )}
    </div>
  );
}
