/** Shapes and grouping of billing's tariffs for the tariff pages (pure: no data access). */
import type { BillingSeries, BillingTariff } from '@/lib/visitors/billing/types';
import type { LocalizedAs } from '@/lib/content/site/localize';

/** A tariff in one language. */
export type Tariff = LocalizedAs<BillingTariff>;
/** A series in one language. */
export type Series = LocalizedAs<BillingSeries>;
/** An IPTV channel package in one language (static component `channel_packages`). */
export type ChannelPackageView = { id: 'standart' | 'vip'; name: string; channels: string[] };

/** The series of one kind with their tariffs, in billing's order; series without tariffs are left out. */
export function seriesWithTariffs(
  series: Series[],
  tariffs: Tariff[],
  kind: 'home' | 'corp',
): { series: Series; tariffs: Tariff[] }[] {
  return series
    .filter((s) => s.kind === kind)
    .map((s) => ({ series: s, tariffs: tariffs.filter((t) => t.series === s.code) }))
    .filter((group) => group.tariffs.length > 0);
}

/** Tariffs of a kind that belong to no series (shown after the series groups). */
export function tariffsWithoutSeries(tariffs: Tariff[], kind: Tariff['kind']): Tariff[] {
  return tariffs.filter((t) => t.kind === kind && !t.series);
}
