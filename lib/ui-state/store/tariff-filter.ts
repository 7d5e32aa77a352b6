/** The tariff page's parameter filter: which tariff cards it leaves shown (null: no filter, all of them). */
import { create } from 'zustand';

type TariffFilterState = {
  shown: ReadonlySet<string> | null;
  setShown: (codes: ReadonlySet<string> | null) => void;
};

/** The filter slice, written by the picker and read by each card. */
export const useTariffFilter = create<TariffFilterState>()((set) => ({
  shown: null,
  setShown: (shown) => set({ shown }),
}));
