import type { Address } from '@/lib/ui-state/store/site';

type Props = {
  address: Address;
  texts: Record<string, string>;
  onContinue: () => void;
  onRecheck: () => void;
};

/** The chosen house is served: say so, name its technology, and keep the request one click away. */
export function CoverageInCoverage({ address, texts, onContinue, onRecheck }: Props) {
  return (
    <div role="status" className="rounded-lg border-l-4 border-success bg-success-soft p-4">
      <p className="text-xl font-bold text-success-strong">{texts.inCoverage}</p>
      <p>{texts.selected?.replace('{address}', `${address.street}, ${address.building}`)}</p>
      <p>{texts.inCoverageText?.replace('{technology}', address.technology ?? '')}</p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <button type="button" className="btn btn-primary" onClick={onContinue}>
          {texts.continue}
        </button>
        <button type="button" className="link-strong" onClick={onRecheck}>
          {texts.clear}
        </button>
      </div>
    </div>
  );
}
