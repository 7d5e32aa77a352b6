import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { tariffCardData } from '@/lib/visitors/tariffs/card-data';
import type { ChannelPackageView, Tariff } from '@/lib/visitors/tariffs/view';
import { NoScriptNotice } from './no-script-notice';
import { TariffCardList } from './tariff-card-list';

type Props = {
  lang: Lang;
  tariffs: Tariff[];
  packages: ChannelPackageView[];
  popular?: ReadonlySet<string>;
  headingLevel?: 'h3' | 'h4';
};

/**
 * Tariff cards in a responsive grid (1, 2 or 3 columns), each with its channel package when it has one;
 * the no-script notice stands once above them, as no card's connect button works without script.
 * Its page sends the card texts (TARIFF_CARD_NAMESPACES).
 */
export async function TariffGrid({ lang, tariffs, packages, popular, headingLevel }: Props) {
  const common = await getTranslations({ locale: lang, namespace: 'Common' });
  return (
    <>
      <NoScriptNotice span="mb-4 block" />
      <TariffCardList
        cards={tariffs.map((tariff) => tariffCardData(tariff, { packages, popular }))}
        currency={common('currency')}
        headingLevel={headingLevel}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      />
    </>
  );
}
