import type { ChannelPackageView } from '@/lib/visitors/tariffs/view';
import { ChannelList } from './channel-list';

type Props = { title: string; packages: ChannelPackageView[]; summaryLabel: (name: string, count: number) => string };

/**
 * The channel lists of the TV packages, each once on the page: the tariff cards link here, so a
 * list of 150+ names is not repeated in every card (it would multiply the page's size).
 */
export function ChannelPackages({ title, packages, summaryLabel }: Props) {
  if (packages.length === 0) return null;
  return (
    <section aria-labelledby="channel-packages-title" className="mt-10">
      <h2 id="channel-packages-title" className="text-2xl font-bold">
        {title}
      </h2>
      {packages.map((pkg) => (
        <details key={pkg.id} className="mt-3 rounded-xl border border-line p-4">
          <summary className="cursor-pointer font-semibold text-brand-700">
            {summaryLabel(pkg.name, pkg.channels.length)}
          </summary>
          {/* the link target is inside the closed details, so following a card's link opens it */}
          <ChannelList id={`channels-${pkg.id}`} channels={pkg.channels} />
        </details>
      ))}
    </section>
  );
}
