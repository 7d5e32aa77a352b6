import texts from './tariff-text.json';

/**
 * A reference for the audit, not a budget: a bare Next page carrying the visible text of the site's
 * tariff page (a snapshot of the demo content, 716 strings) as plain server-rendered paragraphs, with
 * no stylesheet, picture or client component. It shows what the same amount of text costs Next
 * itself in Lighthouse's simulation.
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
