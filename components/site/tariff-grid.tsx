import type { Lang } from '@/lib/platform/i18n/locales';
import type { ChannelPackageView, Tariff } from '@/lib/visitors/tariffs/view';
import { NoScriptNotice } from './no-script-notice';
import { TariffCard } from './tariff-card';

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
 */
export function TariffGrid({ lang, tariffs, packages, popular, headingLevel }: Props) {
  return (
    <>
      <NoScriptNotice span="mb-4 block" />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tariffs.map((tariff) => (
          <li key={tariff.code} className="tariff-slot">
            <TariffCard
              lang={lang}
              tariff={tariff}
              headingLevel={headingLevel}
              popular={popular?.has(tariff.code)}
              channelPackage={packages.find((p) => p.id === tariff.channel_package)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
