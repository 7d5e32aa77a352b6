import { SiteLink } from '@/components/ui/site-link';
import type { Lang } from '@/lib/i18n/locales';
import type { ChannelPackageView, Series, Tariff } from '@/lib/tariffs/view';
import { TariffGrid } from './tariff-grid';

type Props = { lang: Lang; series: Series; tariffs: Tariff[]; packages: ChannelPackageView[]; moreLabel: string };

/** One series on the tariff page: its name, description, a link to its page, and its tariff cards. */
export function SeriesGroup({ lang, series, tariffs, packages, moreLabel }: Props) {
  const headingId = `series-${series.code}`;
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="text-xl font-bold">{series.name}</h3>
      <p className="mt-1 text-muted">{series.description}</p>
      <SiteLink href={`/${lang}/tariff/series/${series.code}`} className="mt-1 inline-block text-sm text-brand-700 underline">
        {moreLabel}
      </SiteLink>
      <div className="mt-3">
        <TariffGrid lang={lang} tariffs={tariffs} packages={packages} headingLevel="h4" />
      </div>
    </section>
  );
}
