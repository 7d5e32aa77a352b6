import type { Address } from '@/lib/ui-state/store/site';

type Props = {
  matches: Address[];
  texts: Record<string, string>;
  search: Record<string, string>;
  /** A served house: the connection request, straight away. */
  onConnect: (a: Address) => void;
  /** A house the network does not serve yet: the offer to be told when it does. */
  onNotify: (a: Address) => void;
};

// More than this and the visitor is asked to narrow the street or number instead of scrolling.
const SHOWN = 12;

const label = (a: Address) => `${a.street}, ${a.building}`;

/** One house's action: 'Подключить' (the primary action) where the network serves it, a quiet offer where it does not. */
function AddressAction({
  address,
  search,
  onConnect,
  onNotify,
  className = '',
}: { address: Address; className?: string } & Omit<Props, 'matches' | 'texts'>) {
  if (address.in_coverage)
    return (
      <button
        type="button"
        className={`btn btn-primary ${className}`}
        aria-label={search.connectAddress?.replace('{address}', label(address))}
        onClick={() => onConnect(address)}
      >
        {search.connect}
      </button>
    );
  return (
    <button
      type="button"
      className={`btn btn-secondary ${className}`}
      aria-label={search.notifyAddress?.replace('{address}', label(address))}
      onClick={() => onNotify(address)}
    >
      {search.notify}
    </button>
  );
}

/** The matching houses: stacked cards on narrow screens (a four-column table does not fit 360 px), a table from md up. */
export function CoverageResults(props: Props) {
  const { matches, texts, search } = props;
  const shown = matches.slice(0, SHOWN);
  return (
    <section aria-labelledby="coverage-results">
      <h2 id="coverage-results" className="mb-2 font-semibold">
        {texts.tableCaption}
      </h2>
      <ul className="flex flex-col gap-3 md:hidden">
        {shown.map((a) => (
          <li key={a.id} className="rounded-lg border border-line p-3">
            <p className="font-semibold">{label(a)}</p>
            <p className="text-sm text-muted">
              {texts.colTechnology}: {a.technology ?? texts.noTechnology}
            </p>
            <AddressAction {...props} address={a} className="mt-2 w-full" />
          </li>
        ))}
      </ul>
      <table aria-labelledby="coverage-results" className="hidden w-full text-left md:table">
        <thead>
          <tr className="border-b border-line-strong">
            <th scope="col" className="py-2">
              {texts.colStreet}
            </th>
            <th scope="col">{texts.colBuilding}</th>
            <th scope="col">{texts.colTechnology}</th>
            <th scope="col">
              <span className="sr-only">{texts.colAction}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((a) => (
            <tr key={a.id} className="border-b border-line">
              <td className="py-2">{a.street}</td>
              <td>{a.building}</td>
              <td>{a.technology ?? texts.noTechnology}</td>
              <td className="py-1 text-right">
                <AddressAction {...props} address={a} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {matches.length > shown.length && (
        <p className="mt-2 text-sm text-muted">
          {search.more?.replace('{shown}', String(shown.length)).replace('{count}', String(matches.length))}
        </p>
      )}
    </section>
  );
}
