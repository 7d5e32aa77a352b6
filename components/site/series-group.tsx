import { SiteLink } from '@/components/ui/site-link';
import type { Lang } from '@/lib/i18n/locales';
import type { ChannelPackageView, Series, Tariff } from '@/lib/tariffs/view';
import { FilteredTariffs } from './filtered-tariffs';
import { TariffCard } from './tariff-card';

type Props = {
  lang: Lang;
  series: Series;
  tariffs: Tariff[];
  packages: ChannelPackageView[];
  popular: ReadonlySet<string>;
  moreLabel: string;
};

// A series spans as many columns of the page's grid as it has tariffs (up to three), so the page's
// dense grid fills each row with several series instead of leaving it half empty.
const SPAN = ['', '', 'sm:col-span-2', 'sm:col-span-2 lg:col-span-3'];
const INNER = ['', '', 'sm:grid-cols-2', 'sm:grid-cols-2 lg:grid-cols-3'];

/** One series in the tariff page's grid: its heading, a short description with a link, its cards. */
export function SeriesGroup({ lang, series, tariffs, packages, popular, moreLabel }: Props) {
  const headingId = `series-${series.code}`;
  const size = Math.min(tariffs.length, 3);
  return (
    <FilteredTariffs codes={tariffs.map((t) => t.code)} className={`flex flex-col ${SPAN[size]}`}>
      <section aria-labelledby={headingId} className="flex flex-1 flex-col">
        <h3 id={headingId} className="text-lg font-bold">
          {series.name}
        </h3>
        <p className="mt-0.5 text-sm text-muted">
          {series.description}{' '}
          <SiteLink
            href={`/${lang}/tariff/series/${series.code}`}
            className="whitespace-nowrap text-brand-700 underline"
          >
            {moreLabel}
          </SiteLink>
        </p>
        <ul className={`mt-3 grid flex-1 gap-4 ${INNER[size]}`}>
          {tariffs.map((tariff) => (
            <FilteredTariffs key={tariff.code} as="li" codes={[tariff.code]}>
              <TariffCard
                lang={lang}
                tariff={tariff}
                headingLevel="h4"
                popular={popular.has(tariff.code)}
                channelPackage={packages.find((p) => p.id === tariff.channel_package)}
              />
            </FilteredTariffs>
          ))}
        </ul>
      </section>
    </FilteredTariffs>
  );
}
