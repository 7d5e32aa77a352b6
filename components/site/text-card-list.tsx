type Card = { id: string; title: string; text: string };

type Props = {
  cards: Card[];
  /** The grid's columns and spacing, which differ from page to page. */
  className: string;
  /** Titles in the brand colour, for the pages that present the company. */
  accent?: boolean;
};

/** A grid of bordered cards, each a title over a short muted text (values, reasons, ways to pay). */
export function TextCardList({ cards, className, accent = false }: Props) {
  return (
    <ul className={`grid gap-4 ${className}`}>
      {cards.map((card) => (
        <li key={card.id} className="rounded-xl border border-line p-4">
          <h3 className={accent ? 'font-semibold text-brand-700' : 'font-semibold'}>{card.title}</h3>
          <p className="mt-1 text-sm text-muted">{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
