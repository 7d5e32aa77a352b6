import { OptimizedImage } from '@/components/ui/optimized-image';
import type { WifiRouter } from '@/lib/sections/static-components/types';
import { formatMoney } from '@/lib/format/money';
import type { LocalizedAs } from '@/lib/content/localize';

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
  const titleId = `router-${router.id}`;
  return (
    <article aria-labelledby={titleId} className="relative flex h-full flex-col rounded-xl border border-line p-4">
      {router.plate && (
        <p
          className={`absolute left-3 top-3 z-10 rounded-full px-3 py-1 text-xs font-semibold ${PLATE_STYLE[router.plate]}`}
        >
          {labels.plates[router.plate]}
        </p>
      )}
      <OptimizedImage
        src={router.image}
        alt={router.title}
        width={320}
        height={240}
        sizes="(max-width: 640px) 90vw, 320px"
        className="mx-auto h-40 w-auto object-contain"
      />
      <h3 id={titleId} className="mt-3 text-lg font-semibold">
        {router.title}
      </h3>
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
    </article>
  );
}
