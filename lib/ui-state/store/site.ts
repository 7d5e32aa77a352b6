/**
 * Site slice (SPEC §3): the language, the signature keys that reach the browser with the page,
 * the address hierarchy the coverage check loads, and texts the api layer needs outside React.
 */
import { create } from 'zustand';
import type { Lang } from '@/lib/platform/i18n/locales';

/** A building as the coverage check lists it. */
export type Address = {
  id: number;
  region: string;
  district: string;
  street: string;
  building: string;
  in_coverage: boolean;
  technology: string | null;
};

type SiteState = {
  lang: Lang;
  statistic_key: string;
  map_key: string;
  serviceUnavailable: string;
  regions: string[];
  districts: string[];
  addresses_by_districts: Record<string, Address[]>;
  init: (values: { lang: Lang; statistic_key: string; map_key: string; serviceUnavailable: string }) => void;
  setRegions: (regions: string[]) => void;
  setDistricts: (districts: string[]) => void;
  setDistrictAddresses: (district: string, addresses: Address[]) => void;
};

/** The site slice. */
export const useSite = create<SiteState>()((set) => ({
  lang: 'rus',
  statistic_key: '',
  map_key: '',
  serviceUnavailable: 'Сервис временно недоступен',
  regions: [],
  districts: [],
  addresses_by_districts: {},
  init: (values) => set(values),
  setRegions: (regions) => set({ regions }),
  setDistricts: (districts) => set({ districts }),
  setDistrictAddresses: (district, list) =>
    set((s) => ({ addresses_by_districts: { ...s.addresses_by_districts, [district]: list } })),
}));
