/**
 * What a tariff card shows, and nothing more: the cards are a client island's props, so each field
 * here is sent to the browser once per card and no rendered markup is sent twice.
 */
import { hasFactsPage } from '@/lib/content/seo/public-routes';
import type { SpeedWindow } from '@/lib/visitors/billing/types';
import type { RankableTariff } from './rank';
import type { ChannelPackageView, Tariff } from './view';

/**
 * One card's data, named short as it is sent once per card; a field with nothing to say (no price,
 * no limit, no fee) is left out rather than sent empty.
 */
export type TariffCardData = {
  code: string;
  name: string;
  /** The series it belongs to, named above it where cards of several series share one grid. */
  series?: string;
  popular?: true;
  /** The monthly price (abon_price), or the lowest individual price (priceFrom). */
  price?: number;
  priceFrom?: number;
  speed: number;
  /** The TAS-IX speed. */
  tasix: number;
  windows: SpeedWindow[];
  /** Left out when the traffic is unlimited. */
  limitGb?: number;
  /** The one-time registration fee. */
  fee?: number;
  channels?: { id: ChannelPackageView['id']; name: string; count: number };
  /** Set for the few codes that have no facts page of their own. */
  noFactsPage?: true;
};

type Context = { packages: ChannelPackageView[]; popular?: ReadonlySet<string>; seriesName?: string };

/** The card's data as the picker ranks it (RankableTariff), its empty fields back as null. */
export function rankableCard(card: TariffCardData, kind: 'home' | 'corp'): RankableTariff {
  return {
    code: card.code,
    kind,
    speed: card.speed,
    speed_windows: card.windows,
    limitGb: card.limitGb ?? null,
    abon_price: card.price ?? null,
    individual_price_from: card.priceFrom ?? null,
  };
}

/** A tariff as its card shows it, with its channel package counted and its popularity and series marked. */
export function tariffCardData(tariff: Tariff, { packages, popular, seriesName }: Context): TariffCardData {
  const pkg = packages.find((p) => p.id === tariff.channel_package);
  return {
    code: tariff.code,
    name: tariff.name,
    ...(seriesName ? { series: seriesName } : {}),
    ...(popular?.has(tariff.code) ? { popular: true as const } : {}),
    ...(tariff.abon_price !== null ? { price: tariff.abon_price } : {}),
    ...(tariff.individual_price_from !== null ? { priceFrom: tariff.individual_price_from } : {}),
    speed: tariff.speed,
    tasix: tariff.speed_tasix,
    windows: tariff.speed_windows,
    ...(tariff.limitGb !== null ? { limitGb: tariff.limitGb } : {}),
    ...(tariff.registration_fee > 0 ? { fee: tariff.registration_fee } : {}),
    ...(pkg ? { channels: { id: pkg.id, name: pkg.name, count: pkg.channels.length } } : {}),
    ...(hasFactsPage(tariff.code) ? {} : { noFactsPage: true as const }),
  };
}
