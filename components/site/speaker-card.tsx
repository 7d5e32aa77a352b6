import type { SmartSpeaker } from '@/lib/content/sections/static-components/types';
import type { LocalizedAs } from '@/lib/content/site/localize';
import { formatMoney } from '@/lib/platform/format/money';
import { CatalogCard } from './catalog-card';

type SpecKey = keyof SmartSpeaker['specs'];

/** The order in which a speaker's specifications are listed. */
export const SPEC_KEYS: SpecKey[] = [
  'interfaces',
  'power',
  'control',
  'size',
  'smartHome',
  'microphones',
  'zigbee',
  'sound',
];

export type SpeakerCardLabels = {
  model: string;
  color: string;
  characteristics: string;
  specs: string;
  specNames: Record<SpecKey, string>;
  price: string;
  currency: string;
};

/** One smart speaker of the catalogue: photo, model and colour, characteristics, specifications and price. */
export function SpeakerCard({ speaker, labels }: { speaker: LocalizedAs<SmartSpeaker>; labels: SpeakerCardLabels }) {
  return (
    <CatalogCard titleId={`speaker-${speaker.id}`} title={speaker.title} image={speaker.image}>
      <p className="text-sm text-muted">{speaker.subtitle}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt className="text-muted">{labels.model}</dt>
        <dd>{speaker.model}</dd>
        <dt className="text-muted">{labels.color}</dt>
        <dd>{speaker.color}</dd>
      </dl>
      <h4 className="mt-3 font-semibold">{labels.characteristics}</h4>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        {speaker.characteristics.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h4 className="mt-3 font-semibold">{labels.specs}</h4>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {SPEC_KEYS.map((key) => (
          <div key={key} className="contents">
            <dt className="text-muted">{labels.specNames[key]}</dt>
            <dd>{speaker.specs[key]}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-auto flex items-baseline justify-between pt-4">
        <span className="text-sm text-muted">{labels.price}</span>
        <span className="font-bold text-brand-700">{formatMoney(speaker.prices.buy, labels.currency)}</span>
      </p>
    </CatalogCard>
  );
}
