import type { Lang } from '@/lib/platform/i18n/locales';
import type { ChannelPackageView } from '@/lib/visitors/tariffs/view';

type Props = {
  lang: Lang;
  title: string;
  packages: ChannelPackageView[];
  label: (name: string, count: number) => string;
};

/**
 * The TV packages by name and channel count, each leading to its list on the channels page: the
 * lists themselves (150+ names each) would make the tariff page several times heavier.
 */
export function ChannelPackageLinks({ lang, title, packages, label }: Props) {
  if (packages.length === 0) return null;
  return (
    <section aria-labelledby="channel-packages-title" className="mt-10">
      <h2 id="channel-packages-title" className="text-2xl font-bold">
        {title}
      </h2>
      <ul className="mt-3 space-y-1">
        {packages.map((pkg) => (
          <li key={pkg.id}>
            <a href={`/${lang}/tariff/channels#channels-${pkg.id}`} className="text-brand-700 underline">
              {label(pkg.name, pkg.channels.length)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
