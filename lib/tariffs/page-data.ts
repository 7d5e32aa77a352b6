/** Tariffs, series and channel packages of a language, read together for the tariff pages. */
import 'server-only';
import { tariffsIn } from '@/lib/billing/tariffs';
import { getStaticComponents, staticList } from '@/lib/content/static-components';
import type { Lang } from '@/lib/i18n/locales';
import type { ChannelPackageView } from '@/lib/tariffs/view';

/** Billing's tariffs and series plus the channel packages (static component `channel_packages`). */
export async function loadTariffPageData(lang: Lang) {
  const [{ series, tariffs }, statics] = await Promise.all([tariffsIn(lang), getStaticComponents(lang)]);
  return { series, tariffs, packages: staticList<ChannelPackageView>(statics, 'channel_packages') };
}
