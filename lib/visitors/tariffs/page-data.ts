/** Tariffs, series and channel packages of a language, read together for the tariff pages. */
import 'server-only';
import { tariffsIn } from '@/lib/visitors/billing/tariffs';
import { getStaticComponents, staticList } from '@/lib/content/sections/static-components/read';
import type { Lang } from '@/lib/platform/i18n/locales';
import type { ChannelPackageView } from '@/lib/visitors/tariffs/view';

/**
 * Billing's tariffs and series (the last known ones while billing is down; `lastKnownAt` says
 * since when), the channel packages and the codes staff marked popular; null when billing is
 * down and never answered. Popularity is ours, not billing's: a static component staff edit.
 */
export async function loadTariffPageData(lang: Lang) {
  const [current, statics] = await Promise.all([tariffsIn(lang), getStaticComponents(lang)]);
  if (!current) return null;
  const { series, tariffs, lastKnownAt } = current;
  return {
    series,
    tariffs,
    lastKnownAt,
    packages: staticList<ChannelPackageView>(statics, 'channel_packages'),
    popular: new Set(staticList<{ code: string }>(statics, 'popular_tariffs').map((flag) => flag.code)),
  };
}
