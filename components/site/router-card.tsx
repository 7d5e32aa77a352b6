import type { WifiRouter } from '@/lib/content/sections/static-components/types';
import { formatMoney } from '@/lib/platform/format/money';
import type { LocalizedAs } from '@/lib/content/site/localize';
import { CatalogCard } from './catalog-card';

export type RouterCardLabels = {
  plates: { hit: string; soon: string; ending: string };
  characteristics: string;
  buy: string;
  rent: string;
  currency: string;
};

const PLATE_STYLE = {
  hit: 'bg-accent-700 text-white',
  soon: 'bg-brand-600 text-white',
  ending: 'bg-danger text-white',
} as const;

/** One Wi-Fi router of the catalogue: photo, badge, characteristics, buy price and rent when offered. */
export function RouterCard({ router, labels }: { router: LocalizedAs<WifiRouter>; labels: RouterCardLabels }) {
  return (
    <CatalogCard
      titleId={`router-${router.id}`}
      title={router.title}
      image={router.image}
      badge={
        router.plate && (
          <p
            className={`absolute left-3 top-3 z-10 rounded-full px-3 py-1 text-xs font-semibold ${PLATE_STYLE[router.plate]}`}
          >
            {labels.plates[router.plate]}
          </p>
        )
      }
    >
      <h4 className="sr-only">{labels.characteristics}</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
        {router.characteristics.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <dl className="mt-auto grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 pt-4">
        <dt className="text-sm text-muted">{labels.buy}</dt>
        <dd className="text-right font-bold text-brand-700">{formatMoney(router.prices.buy, labels.currency)}</dd>
        {router.prices.rentPerMonth != null && (
          <>
            <dt className="text-sm text-muted">{labels.rent}</dt>
            <dd className="text-right font-semibold">{formatMoney(router.prices.rentPerMonth, labels.currency)}</dd>
          </>
        )}
      </dl>
    </CatalogCard>
  );
}
