/** Tiny helpers that build the simple HTML of legal texts and service descriptions. */

/** A titled section: a heading and one or more paragraphs. */
export type Section = { title: string; paragraphs: string[] };

/** Renders sections as `<h2>` headings (the page title is the h1) followed by `<p>` paragraphs. */
export function sectionsHtml(sections: Section[]): string {
  return sections.map((s) => `<h2>${s.title}</h2>${s.paragraphs.map((p) => `<p>${p}</p>`).join('')}`).join('');
}

/** Renders a paragraph followed by a bullet list. */
export function paragraphWithList(paragraph: string, items: string[]): string {
  return `<p>${paragraph}</p><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}
