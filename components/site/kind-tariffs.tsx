import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/ui/site-link';
import type { Lang } from '@/lib/platform/i18n/locales';
import { tariffCardData } from '@/lib/visitors/tariffs/card-data';
import type { ChannelPackageView, Series, Tariff } from '@/lib/visitors/tariffs/view';
import { NoScriptNotice } from './no-script-notice';
import { TariffCardList } from './tariff-card-list';

type Props = {
  lang: Lang;
  kind: 'home' | 'corp';
  /** The kind's series with their tariffs, in billing's order, then the tariffs of no series. */
  groups: { series: Series; tariffs: Tariff[] }[];
  loose: Tariff[];
  packages: ChannelPackageView[];
  popular: ReadonlySet<string>;
  labels: { nav: string; series: (name: string) => string };
};

/**
 * One kind's tariffs (home or office): its series as links to their pages, then every card in one
 * even grid, each naming its series, so a row's cards start at one height and no series stands
 * alone in a half-empty row. The no-script notice stands once above the grid, for every card's connect button.
 * The picker's filter hides the cards it leaves out; the page sends the card texts (TARIFF_CARD_NAMESPACES).
 */
export async function KindTariffs({ lang, kind, groups, loose, packages, popular, labels }: Props) {
  const common = await getTranslations({ locale: lang, namespace: 'Common' });
  const cards = [
    ...groups.flatMap((g) =>
      g.tariffs.map((tariff) => tariffCardData(tariff, { packages, popular, seriesName: g.series.name })),
    ),
    ...loose.map((tariff) => tariffCardData(tariff, { packages, popular })),
  ];
  return (
    <>
      {groups.length > 0 && (
        <nav aria-label={labels.nav} className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="font-medium text-muted">{labels.nav}:</span>
          {groups.map(({ series }) => (
            <SiteLink
              key={series.code}
              href={`/${lang}/tariff/series/${series.code}`}
              aria-label={labels.series(series.name)}
              className="link-strong"
            >
              {series.name}
            </SiteLink>
          ))}
        </nav>
      )}
      <NoScriptNotice span="mt-4 block" />
      <TariffCardList
        cards={cards}
        currency={common('currency')}
        pickerKind={kind}
        className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      />
    </>
  );
}
