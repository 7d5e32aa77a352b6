/**
 * The tariff page's parameter filter: the tariffs its card lists offer (by kind), which the picker
 * ranks, and which cards it leaves shown (null: no filter, all of them). The lists hand their
 * cards' data to the picker here, so the page sends each tariff's facts once, not once per island.
 */
import { create } from 'zustand';
import type { RankableTariff } from '@/lib/visitors/tariffs/rank';

type OfferedKind = 'home' | 'corp';

type TariffFilterState = {
  offered: Readonly<Record<OfferedKind, readonly RankableTariff[]>>;
  shown: ReadonlySet<string> | null;
  offer: (kind: OfferedKind, tariffs: readonly RankableTariff[]) => void;
  setShown: (codes: ReadonlySet<string> | null) => void;
};

/** The filter slice: written by the card lists (offer) and the picker (setShown), read by both. */
export const useTariffFilter = create<TariffFilterState>()((set) => ({
  offered: { home: [], corp: [] },
  shown: null,
  offer: (kind, tariffs) => set((state) => ({ offered: { ...state.offered, [kind]: tariffs } })),
  setShown: (shown) => set({ shown }),
}));
