import type { Address } from '@/lib/store/site';
import { buttonClass, secondaryButtonClass } from '@/components/ui/form-field';

type Props = {
  matches: Address[];
  texts: Record<string, string>;
  onChoose: (a: Address) => void;
  onRequest: (a: Address) => void;
};

const label = (a: Address) => `${a.street}, ${a.building}`;

/** One address's action: 'Выбрать' where a technology reaches it, else the connection request straight away. */
function AddressAction({
  address,
  texts,
  onChoose,
  onRequest,
  className = '',
}: { address: Address; className?: string } & Omit<Props, 'matches'>) {
  if (!address.technology) {
    return (
      <button
        type="button"
        className={`${buttonClass} ${className}`}
        aria-label={texts.requestAddress?.replace('{address}', label(address))}
        onClick={() => onRequest(address)}
      >
        {texts.request}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={`${secondaryButtonClass} ${className}`}
      aria-label={texts.chooseAddress?.replace('{address}', label(address))}
      onClick={() => onChoose(address)}
    >
      {texts.choose}
    </button>
  );
}

/** Found addresses: stacked cards on narrow screens (a four-column table does not fit 360 px), a table from md up. */
export function CoverageResults(props: Props) {
  const { matches, texts } = props;
  const shown = matches.slice(0, 50);
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
    </section>
  );
}
