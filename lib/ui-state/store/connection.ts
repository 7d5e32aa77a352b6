/** Connection-request slice (SPEC §4): the chosen tariff, the modal flag, the chosen address. */
import { create } from 'zustand';
import type { Address } from './site';

/** The tariff a visitor picked: its code and its name as shown. */
export type ChosenTariff = { code: string; name: string };

type ConnectionState = {
  tariff: ChosenTariff | null;
  want_connect: boolean;
  selected_address: Address | null;
  selected_district: string;
  chooseTariff: (tariff: ChosenTariff | null) => void;
  setWantConnect: (open: boolean) => void;
  selectAddress: (address: Address) => void;
  clearAddress: () => void;
};

/** The connection-request slice. */
export const useConnection = create<ConnectionState>()((set) => ({
  tariff: null,
  want_connect: false,
  selected_address: null,
  selected_district: '',
  chooseTariff: (tariff) => set({ tariff }),
  setWantConnect: (want_connect) => set({ want_connect }),
  selectAddress: (address) => set({ selected_address: address, selected_district: address.district }),
  clearAddress: () => set({ selected_address: null, selected_district: '' }),
}));
