import texts from './tariff-text.json';

/**
 * A reference for the audit, not a budget: a bare Next page carrying the visible text of the site's
 * tariff page as plain server-rendered paragraphs, with no stylesheet, picture or client component.
 * The text is a snapshot of the demo content: the text nodes of `/rus/tariff`'s body as served when
 * it was taken (take it again when that page's content changes much). It shows what the same amount
 * of text costs Next itself in Lighthouse's simulation.
 */
export default function Page() {
  return (
    <main>
      {texts.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </main>
  );
}
